import { useId } from "react";
import { useTexts } from "../engine/LanguageContext.tsx";
import type { SlotState } from "../engine/slotState.ts";
import { LIMITS } from "../shared/limits.ts";
import { ArticleGrid, ArticleList, withCategory } from "./ArticleGrid.tsx";
import { SectionTitle } from "./articleParts.tsx";
import { Columns } from "./pageParts.tsx";
import { ShowMoreList } from "./ShowMoreList.tsx";
import { SlotContent } from "./SlotContent.tsx";

/**
 * 'News Update': the first four articles as cards, and a 'Latest News' side list
 * of articles 5 to 8 that Show More expands to all the rest. On failure, the
 * spec's red 'Failed to fetch news. Please try again later.'
 */
export function NewsUpdateBlock({ cards, latest }: { cards: SlotState; latest: SlotState }) {
  const { TEXT } = useTexts();
  const latestNewsHeading = useId();
  const newsUpdateHeading = useId();
  const error = TEXT.error.newsUpdate;
  return (
    <Columns $split="main-aside">
      <section aria-labelledby={newsUpdateHeading}>
        <SectionTitle id={newsUpdateHeading}>{TEXT.newsUpdate}</SectionTitle>
        <SlotContent slot={cards} error={error}>
          {(items) => <ArticleGrid items={items} min="17rem" card={withCategory()} />}
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
                <ArticleList id={listId} items={visible} card={{ size: "s", image: false }} />
              )}
            />
          )}
        </SlotContent>
      </section>
    </Columns>
  );
}
