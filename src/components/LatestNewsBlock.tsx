import { useId } from "react";
import type { SlotState } from "../engine/slotState.ts";
import { TEXT } from "../shared/texts.ts";
import { ArticleCard } from "./ArticleCard.tsx";
import { ArticleGrid, withCategory } from "./ArticleGrid.tsx";
import { SectionTitle } from "./articleParts.tsx";
import { LIMITS } from "./limits.ts";
import { Columns } from "./pageParts.tsx";
import { ShowMoreList } from "./ShowMoreList.tsx";
import { SlotContent } from "./SlotContent.tsx";

/** 'By <author>' when the article names one. */
function byAuthor(author: string | null): string | null {
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
      <Columns $split="aside-main">
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
                  <ArticleGrid
                    id={listId}
                    items={visible}
                    min="13rem"
                    card={withCategory({ size: "s" })}
                  />
                )}
              />
            )}
          </SlotContent>
        </div>
      </Columns>
    </section>
  );
}
