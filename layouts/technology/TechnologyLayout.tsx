import styled from "styled-components";
import { ArticleCard } from "../../src/components/ArticleCard.tsx";
import { LatestNewsBlock } from "../../src/components/LatestNewsBlock.tsx";
import { Page, PageHeading, StoryList } from "../../src/components/Page.tsx";
import { SlotContent } from "../../src/components/SlotContent.tsx";
import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { theme } from "../../src/theme.ts";

const Top = styled.div`
  display: grid;
  gap: 2rem;
  ${theme.media.wide} { grid-template-columns: 1fr 2fr; align-items: start; }
`;

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
  return (
    <Page>
      <PageHeading>{route.title}</PageHeading>
      <Top>
        <SlotContent slot={slots.smallCards}>
          {(items) => (
            <StoryList aria-label="Top stories">
              {items.map((article) => (
                <li key={article.link}>
                  <ArticleCard
                    article={article}
                    size="s"
                    layout="row"
                    image="photo"
                    kicker={article.category}
                    eagerImage
                  />
                </li>
              ))}
            </StoryList>
          )}
        </SlotContent>
        <SlotContent slot={slots.wideImages} empty={null}>
          {(items) => (
            <WideImages aria-label="In pictures">
              {items.map((article, i) => (
                <li key={article.link}>
                  <ArticleCard article={article} size={i === 0 ? "l" : "m"} eagerImage={i === 0} />
                </li>
              ))}
            </WideImages>
          )}
        </SlotContent>
      </Top>
      <LatestNewsBlock featured={slots.featured} latest={slots.latest} />
    </Page>
  );
}
