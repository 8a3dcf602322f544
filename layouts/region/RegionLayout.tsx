import styled from "styled-components";
import { AllNewsList } from "#src/components/AllNewsList.tsx";
import { ArticleGrid, withCategory } from "#src/components/ArticleGrid.tsx";
import { Headline, Summary } from "#src/components/articleParts.tsx";
import { LeadStory } from "#src/components/LeadStory.tsx";
import { NewsUpdateBlock } from "#src/components/NewsUpdateBlock.tsx";
import { Columns, Page, PageHeading } from "#src/components/pageParts.tsx";
import { SlotContent } from "#src/components/SlotContent.tsx";
import { TitledSection } from "#src/components/TitledSection.tsx";
import { TrendingBox } from "#src/components/TrendingBox.tsx";
import { useLabel } from "#src/components/useLabel.ts";
import { useLayoutTexts } from "#src/components/useLayoutTexts.ts";
import { useTexts } from "#src/engine/LanguageContext.tsx";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import { theme } from "#src/theme.ts";

const EmptyLead = styled.div`
  padding: 2rem;
  background: ${theme.color.wash};
  border-inline-start: 4px solid ${theme.color.accent};
`;

/** A world-region page (Africa, America, Asia, Europe, Middle East): one template, five config entries. */
export default function RegionLayout({ route, slots }: LayoutProps<"region">) {
  const labelText = useLabel();
  const LAYOUT_TEXT = useLayoutTexts();
  const { TEXT } = useTexts();
  const { emptyLead, reportLeadError } = route.options;
  const label = labelText(route.options.label);
  return (
    <Page>
      <PageHeading>{labelText(route.title)}</PageHeading>
      <Columns $split="lead-aside">
        <LeadStory
          slot={slots.lead}
          creatorFallback={label}
          error={reportLeadError ? TEXT.error.asiaLeadList : null}
          empty={
            emptyLead && (
              <EmptyLead>
                <Headline as="h2" $size="l">
                  {labelText(emptyLead.headline)}
                </Headline>
                <Summary>{labelText(emptyLead.text)}</Summary>
              </EmptyLead>
            )
          }
        />
        <TrendingBox slot={slots.trending} />
      </Columns>

      <TitledSection title={label} label={LAYOUT_TEXT.moreFrom(labelText(route.title))}>
        <SlotContent slot={slots.subRegion} loading={TEXT.loadingNews}>
          {(items) => (
            <ArticleGrid
              items={items}
              min="18rem"
              card={withCategory({ description: { clampLines: 3 } })}
            />
          )}
        </SlotContent>
      </TitledSection>

      <AllNewsList slot={slots.allNews} />
      <NewsUpdateBlock cards={slots.updateCards} latest={slots.updateLatest} />
    </Page>
  );
}
