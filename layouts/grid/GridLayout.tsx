import styled from "styled-components";
import { ArticleGrid, ArticleItems, withCategory } from "#src/components/ArticleGrid.tsx";
import { Page, PageHeading } from "#src/components/pageParts.tsx";
import { SlotContent } from "#src/components/SlotContent.tsx";
import { TitledSection } from "#src/components/TitledSection.tsx";
import { useLabel } from "#src/components/useLabel.ts";
import { useLayoutTexts } from "#src/components/useLayoutTexts.ts";
import { useTexts } from "#src/engine/LanguageContext.tsx";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import { theme } from "#src/theme.ts";

/** Three columns on large screens, two on tablets, one on phones. */
const ThreeColumns = styled.ul`
  display: grid;
  gap: 2rem 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.media.medium} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${theme.media.wide} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

/**
 * Grid pages (human rights, economy, features, climate, region): up to 6 cards whose
 * descriptions are cut by the route's `cut` option, and the first 3 of another feed.
 */
export default function GridLayout({ route, slots }: LayoutProps<"grid">) {
  const labelText = useLabel();
  const LAYOUT_TEXT = useLayoutTexts();
  const { TEXT } = useTexts();
  const { cut, listTitle } = route.options;
  return (
    <Page>
      <PageHeading>{labelText(route.title)}</PageHeading>
      <SlotContent slot={slots.cards} loading={TEXT.loadingNews}>
        {(items) => (
          <ThreeColumns aria-label={LAYOUT_TEXT.stories(labelText(route.title))}>
            <ArticleItems
              items={items}
              card={(article, i) => ({
                eagerImage: i < 3,
                kicker: article.category,
                description: { cut },
                readMore: LAYOUT_TEXT.readMoreArrow,
              })}
            />
          </ThreeColumns>
        )}
      </SlotContent>
      <TitledSection title={labelText(listTitle)}>
        <SlotContent slot={slots.list}>
          {(items) => (
            <ArticleGrid
              items={items}
              min="18rem"
              card={withCategory({ size: "s", image: "photo", layout: "row" })}
            />
          )}
        </SlotContent>
      </TitledSection>
    </Page>
  );
}
