import styled from "styled-components";
import { ArticleItems, ArticleList, withCategory } from "#src/components/ArticleGrid.tsx";
import { LatestNewsBlock } from "#src/components/LatestNewsBlock.tsx";
import { Columns, Page, PageHeading } from "#src/components/pageParts.tsx";
import { SlotContent } from "#src/components/SlotContent.tsx";
import { useLabel } from "#src/components/useLabel.ts";
import { useLayoutTexts } from "#src/components/useLayoutTexts.ts";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import { theme } from "#src/theme.ts";

const WideImages = styled.ul`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.media.wide} {
    grid-template-columns: 1fr 1fr;
    > li:first-child { grid-column: 1 / -1; }
  }
`;

/** Technology and personal tech: small cards left, wide images right, then Latest News. */
export default function TechnologyLayout({ route, slots }: LayoutProps<"technology">) {
  const labelText = useLabel();
  const LAYOUT_TEXT = useLayoutTexts();
  return (
    <Page>
      <PageHeading>{labelText(route.title)}</PageHeading>
      <Columns $split="aside-main">
        <SlotContent slot={slots.smallCards}>
          {(items) => (
            <ArticleList
              items={items}
              label={LAYOUT_TEXT.topStories}
              card={withCategory({ size: "s", layout: "row", image: "photo", eagerImage: true })}
            />
          )}
        </SlotContent>
        <SlotContent slot={slots.wideImages} empty={null}>
          {(items) => (
            <WideImages aria-label={LAYOUT_TEXT.inPictures}>
              <ArticleItems
                items={items}
                card={(_, i) => ({ size: i === 0 ? "l" : "m", eagerImage: i === 0 })}
              />
            </WideImages>
          )}
        </SlotContent>
      </Columns>
      <LatestNewsBlock featured={slots.featured} latest={slots.latest} />
    </Page>
  );
}
