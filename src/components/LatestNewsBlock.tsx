import { useId } from "react";
import styled from "styled-components";
import type { SlotState } from "../engine/slotState.ts";
import { theme } from "../theme.ts";
import { ArticleCard } from "./ArticleCard.tsx";
import { SectionTitle } from "./articleParts.tsx";
import { CardGrid } from "./Page.tsx";
import { ShowMoreList } from "./ShowMoreToggle.tsx";
import { SlotContent } from "./SlotContent.tsx";
import { LIMITS, TEXT } from "./texts.ts";

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  ${theme.media.wide} { grid-template-columns: 1fr 2fr; align-items: start; }
`;

/** 'By <author>' when the article names one. */
export function byAuthor(author: string | null): string | null {
  return author?.trim() ? `By ${author.trim()}` : null;
}

/**
 * The technology and business 'Latest News' block: a featured first article with
 * its author when present, and a grid of three that Show More expands to all.
 */
export function LatestNewsBlock({ featured, latest }: { featured: SlotState; latest: SlotState }) {
  const latestNewsHeading = useId();
  return (
    <section aria-labelledby={latestNewsHeading}>
      <SectionTitle id={latestNewsHeading}>{TEXT.latestNews}</SectionTitle>
      <Layout>
        <SlotContent slot={featured} empty={null}>
          {([article]) =>
            article && (
              <ArticleCard
                article={article}
                size="l"
                kicker={article.category}
                description={{ clampLines: 4 }}
                byline={byAuthor(article.author)}
              />
            )
          }
        </SlotContent>
        <div>
          <SlotContent slot={latest}>
            {(items) => (
              <ShowMoreList
                items={items}
                collapsed={LIMITS.latestGridCollapsed}
                render={(visible, listId) => (
                  <CardGrid id={listId} $min="13rem">
                    {visible.map((article) => (
                      <li key={article.link}>
                        <ArticleCard article={article} size="s" kicker={article.category} />
                      </li>
                    ))}
                  </CardGrid>
                )}
              />
            )}
          </SlotContent>
        </div>
      </Layout>
    </section>
  );
}
