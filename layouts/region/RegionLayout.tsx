import styled from "styled-components";
import { AllNewsList } from "../../src/components/AllNewsList.tsx";
import { ArticleCard } from "../../src/components/ArticleCard.tsx";
import { Headline, SectionTitle, Summary } from "../../src/components/articleParts.tsx";
import { LeadStory } from "../../src/components/LeadStory.tsx";
import { NewsUpdateBlock } from "../../src/components/NewsUpdateBlock.tsx";
import { CardGrid, Page, PageHeading } from "../../src/components/Page.tsx";
import { SlotContent } from "../../src/components/SlotContent.tsx";
import { TrendingBox } from "../../src/components/TrendingBox.tsx";
import { TEXT } from "../../src/components/texts.ts";
import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { theme } from "../../src/theme.ts";

const Top = styled.div`
  display: grid;
  gap: 2rem;
  ${theme.media.wide} { grid-template-columns: 3fr 1fr; }
`;

const EmptyLead = styled.div`
  padding: 2rem;
  background: ${theme.color.wash};
  border-left: 4px solid ${theme.color.accent};
`;

/** A world-region page (Africa, America, Asia, Europe, Middle East): one template, five config entries. */
export default function RegionLayout({ route, slots }: LayoutProps<"region">) {
  const { label, emptyLead, leadError } = route.options;
  return (
    <Page>
      <PageHeading>{route.title}</PageHeading>
      <Top>
        <LeadStory
          slot={slots.lead}
          creatorFallback={label}
          error={leadError ?? null}
          empty={
            emptyLead && (
              <EmptyLead>
                <Headline as="h2" $size="l">
                  {emptyLead.headline}
                </Headline>
                <Summary>{emptyLead.text}</Summary>
              </EmptyLead>
            )
          }
        />
        <TrendingBox slot={slots.trending} />
      </Top>

      <section aria-label={`More from ${route.title}`}>
        <SectionTitle>{label}</SectionTitle>
        <SlotContent slot={slots.subRegion} loading={TEXT.loadingNews}>
          {(items) => (
            <CardGrid $min="18rem">
              {items.map((article) => (
                <li key={article.link}>
                  <ArticleCard
                    article={article}
                    kicker={article.category}
                    description={{ clampLines: 3 }}
                  />
                </li>
              ))}
            </CardGrid>
          )}
        </SlotContent>
      </section>

      <AllNewsList slot={slots.allNews} />
      <NewsUpdateBlock cards={slots.updateCards} latest={slots.updateLatest} />
    </Page>
  );
}
