import styled from "styled-components";
import { ArticleGrid, ArticleList, withCategory } from "#src/components/ArticleGrid.tsx";
import { FeaturedArticle } from "#src/components/FeaturedArticle.tsx";
import { LatestNewsBlock } from "#src/components/LatestNewsBlock.tsx";
import { Page, PageHeading } from "#src/components/pageParts.tsx";
import { SlotContent } from "#src/components/SlotContent.tsx";
import { useLabel } from "#src/components/useLabel.ts";
import { useLayoutTexts } from "#src/components/useLayoutTexts.ts";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import type { SlotState } from "#src/engine/slotState.ts";
import { theme } from "#src/theme.ts";

/** Left, centre and right columns; on wide screens the main story sits in the middle. */
const ThreeColumns = styled.div`
  display: grid;
  gap: 2rem;
  > .main { order: -1; }
  ${theme.media.wide} {
    grid-template-columns: 1fr 2fr 1fr;
    > .main { order: 0; }
  }
`;

function Column({ slot, label }: { slot: SlotState; label: string }) {
  return (
    <SlotContent slot={slot} empty={null}>
      {(items) => (
        <ArticleList
          items={items}
          label={label}
          card={withCategory({ size: "s", image: "photo" })}
        />
      )}
    </SlotContent>
  );
}

/** Business-style pages (energy, dealbook, politics, ...): four columns, then Latest News. */
export default function BusinessLayout({ route, slots }: LayoutProps<"business">) {
  const labelText = useLabel();
  const LAYOUT_TEXT = useLayoutTexts();
  return (
    <Page>
      <PageHeading>{labelText(route.title)}</PageHeading>
      <ThreeColumns>
        <Column slot={slots.left} label={LAYOUT_TEXT.topStories} />
        <div className="main">
          <FeaturedArticle slot={slots.main} description={{ clampLines: 5 }} />
        </div>
        <Column slot={slots.right} label={LAYOUT_TEXT.moreStories} />
      </ThreeColumns>
      <SlotContent slot={slots.below} empty={null}>
        {(items) => (
          <ArticleGrid
            items={items}
            min="22rem"
            label={LAYOUT_TEXT.furtherStories}
            card={{ layout: "row", image: "photo", description: { clampLines: 2 } }}
          />
        )}
      </SlotContent>
      <LatestNewsBlock featured={slots.featured} latest={slots.latest} />
    </Page>
  );
}
