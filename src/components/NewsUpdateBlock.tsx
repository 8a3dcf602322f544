import { useTexts } from "../engine/LanguageContext.tsx";
import type { SlotState } from "../engine/slotState.ts";
import { LIMITS } from "../shared/limits.ts";
import { ArticleGrid, ArticleList, withCategory } from "./ArticleGrid.tsx";
import { Columns } from "./pageParts.tsx";
import { ShowMoreList } from "./ShowMoreList.tsx";
import { SlotContent } from "./SlotContent.tsx";
import { TitledSection } from "./TitledSection.tsx";

/**
 * 'News Update': the first four articles as cards, and a 'Latest News' side list
 * of articles 5 to 8 that Show More expands to all the rest. On failure, the
 * spec's red 'Failed to fetch news. Please try again later.'
 */
export function NewsUpdateBlock({ cards, latest }: { cards: SlotState; latest: SlotState }) {
  const { TEXT } = useTexts();
  const error = TEXT.error.newsUpdate;
  return (
    <Columns $split="main-aside">
      <TitledSection title={TEXT.newsUpdate}>
        <SlotContent slot={cards} error={error}>
          {(items) => <ArticleGrid items={items} min="17rem" card={withCategory()} />}
        </SlotContent>
      </TitledSection>
      <TitledSection title={TEXT.latestNews}>
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
      </TitledSection>
    </Columns>
  );
}
