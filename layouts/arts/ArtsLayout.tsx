import styled from "styled-components";
import { ArticleItems } from "#src/components/ArticleGrid.tsx";
import { ArticleImage } from "#src/components/ArticleImage.tsx";
import { ExternalLink } from "#src/components/ExternalLink.tsx";
import { Columns, Page, PageHeading } from "#src/components/pageParts.tsx";
import { SlotContent } from "#src/components/SlotContent.tsx";
import { TextLead } from "#src/components/TextLead.tsx";
import { useLabel } from "#src/components/useLabel.ts";
import { useLayoutTexts } from "#src/components/useLayoutTexts.ts";
import { WideOnly } from "#src/components/WideOnly.tsx";
import { useTexts } from "#src/engine/LanguageContext.tsx";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import { theme } from "#src/theme.ts";

const Lead = styled.article`
  padding: 0.5rem 0;
`;

/** Two columns from tablet width up, one below. */
const TwoColumns = styled.ul`
  display: grid;
  gap: 2rem 1.5rem;
  margin: 0;
  padding: 2rem 0 0;
  list-style: none;
  border-top: 3px solid ${theme.color.ink};
  ${theme.media.medium} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

/** Art, book review, music and movies: a labelled lead text, a side image on large screens, a two-column grid. */
export default function ArtsLayout({ route, slots }: LayoutProps<"arts">) {
  const labelText = useLabel();
  const LAYOUT_TEXT = useLayoutTexts();
  const { TEXT } = useTexts();
  const [side] = slots.side.items;
  return (
    <Page>
      <PageHeading>{labelText(route.title)}</PageHeading>
      <Columns $split="halves">
        <SlotContent slot={slots.lead}>
          {([article]) =>
            article && (
              <Lead>
                <TextLead
                  article={article}
                  kicker={labelText(route.options.label)}
                  clampLines={6}
                />
              </Lead>
            )
          }
        </SlotContent>
        {side && (
          <WideOnly>
            <ExternalLink href={side.link} tabIndex={-1} aria-hidden="true">
              <ArticleImage images={side.images} proxy={side.imageProxy} ratio="photo" />
            </ExternalLink>
          </WideOnly>
        )}
      </Columns>
      <SlotContent slot={slots.grid}>
        {(items) => (
          <TwoColumns aria-label={LAYOUT_TEXT.more(labelText(route.title))}>
            <ArticleItems
              items={items}
              card={(article) => ({
                image: "photo",
                layout: "row",
                kicker: article.category || TEXT.defaultCategory,
                description: { clampLines: 3 },
                readMore: LAYOUT_TEXT.readMoreLower,
              })}
            />
          </TwoColumns>
        )}
      </SlotContent>
    </Page>
  );
}
