import { useId } from "react";
import styled from "styled-components";
import type { SlotState } from "../engine/slotState.ts";
import { theme } from "../theme.ts";
import { ArticleCard } from "./ArticleCard.tsx";
import { SectionTitle } from "./articleParts.tsx";
import { CardGrid, StoryList } from "./Page.tsx";
import { ShowMoreList } from "./ShowMoreToggle.tsx";
import { SlotContent } from "./SlotContent.tsx";
import { LIMITS, TEXT } from "./texts.ts";

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  ${theme.media.wide} { grid-template-columns: 2fr 1fr; }
`;

/**
 * 'News Update': the first four articles as cards, and a 'Latest News' side list
 * of articles 5 to 8 that Show More expands to all the rest. On failure, the
 * spec's red 'Failed to fetch news. Please try again later.'
 */
export function NewsUpdateBlock({ cards, latest }: { cards: SlotState; latest: SlotState }) {
  const latestNewsHeading = useId();
  const newsUpdateHeading = useId();
  const error = TEXT.error.newsUpdate;
  return (
    <Layout>
      <section aria-labelledby={newsUpdateHeading}>
        <SectionTitle id={newsUpdateHeading}>{TEXT.newsUpdate}</SectionTitle>
        <SlotContent slot={cards} error={error}>
          {(items) => (
            <CardGrid $min="17rem">
              {items.map((article) => (
                <li key={article.link}>
                  <ArticleCard article={article} kicker={article.category} />
                </li>
              ))}
            </CardGrid>
          )}
        </SlotContent>
      </section>
      <section aria-labelledby={latestNewsHeading}>
        <SectionTitle id={latestNewsHeading}>{TEXT.latestNews}</SectionTitle>
        <SlotContent slot={latest} error={error} empty={null}>
          {(items) => (
            <ShowMoreList
              items={items}
              collapsed={LIMITS.latestNewsCollapsed}
              render={(visible, listId) => (
                <StoryList id={listId}>
                  {visible.map((article) => (
                    <li key={article.link}>
                      <ArticleCard article={article} size="s" image={false} />
                    </li>
                  ))}
                </StoryList>
              )}
            />
          )}
        </SlotContent>
      </section>
    </Layout>
  );
}
