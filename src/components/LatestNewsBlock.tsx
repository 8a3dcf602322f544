import { useTexts } from "../engine/LanguageContext.tsx";
import type { SlotState } from "../engine/slotState.ts";
import type { Catalogue } from "../shared/catalogue.ts";
import { LIMITS } from "../shared/limits.ts";
import { ArticleCard } from "./ArticleCard.tsx";
import { ArticleGrid, withCategory } from "./ArticleGrid.tsx";
import { Columns } from "./pageParts.tsx";
import { ShowMoreList } from "./ShowMoreList.tsx";
import { SlotContent } from "./SlotContent.tsx";
import { TitledSection } from "./TitledSection.tsx";

/** 'By <author>' when the article names one. */
function byAuthor(author: string | null, TEXT: Catalogue["TEXT"]): string | null {
  return author?.trim() ? TEXT.chrome.byAuthor(author.trim()) : null;
}

/**
 * The technology and business 'Latest News' block: a featured first article with
 * its author when present, and a grid of three that Show More expands to all.
 */
export function LatestNewsBlock({ featured, latest }: { featured: SlotState; latest: SlotState }) {
  const { TEXT } = useTexts();
  return (
    <TitledSection title={TEXT.latestNews}>
      <Columns $split="aside-main">
        <SlotContent slot={featured} empty={null}>
          {([article]) =>
            article && (
              <ArticleCard
                article={article}
                size="l"
                kicker={article.category}
                description={{ clampLines: 4 }}
                byline={byAuthor(article.author, TEXT)}
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
    </TitledSection>
  );
}
