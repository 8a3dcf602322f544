import styled from "styled-components";
import { ArticleCard } from "#src/components/ArticleCard.tsx";
import { ArticleList, withCategory } from "#src/components/ArticleGrid.tsx";
import { LatestNewsBlock } from "#src/components/LatestNewsBlock.tsx";
import { Columns, Page, PageHeading } from "#src/components/pageParts.tsx";
import { SlotContent } from "#src/components/SlotContent.tsx";
import { useTexts } from "#src/engine/LanguageContext.tsx";
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
  const { TEXT } = useTexts();
  return (
    <Page>
      <PageHeading>{route.title}</PageHeading>
      <Columns $split="aside-main">
        <SlotContent slot={slots.smallCards}>
          {(items) => (
            <ArticleList
              items={items}
              label={TEXT.layout.topStories}
              card={withCategory({ size: "s", layout: "row", image: "photo", eagerImage: true })}
            />
          )}
        </SlotContent>
        <SlotContent slot={slots.wideImages} empty={null}>
          {(items) => (
            <WideImages aria-label={TEXT.layout.inPictures}>
              {items.map((article, i) => (
                <li key={article.link}>
                  <ArticleCard article={article} size={i === 0 ? "l" : "m"} eagerImage={i === 0} />
                </li>
              ))}
            </WideImages>
          )}
        </SlotContent>
      </Columns>
      <LatestNewsBlock featured={slots.featured} latest={slots.latest} />
    </Page>
  );
}
