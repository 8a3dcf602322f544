import type { SlotState } from "../engine/slotState.ts";
import { ArticleCard, type ArticleCardProps } from "./ArticleCard.tsx";
import { SlotContent } from "./SlotContent.tsx";

/**
 * A page's main story from a one-item slot: the large card with its image loaded at
 * once, category kicker, description, byline (the creator unless told otherwise) and date.
 */
export function FeaturedArticle({
  slot,
  description = { clampLines: 4 },
  byline,
  readMore,
  loading,
  empty,
}: {
  slot: SlotState;
  description?: ArticleCardProps["description"];
  /** Byline text; defaults to the article's creator. */
  byline?: string | null;
  readMore?: string;
  loading?: string;
  empty?: string;
}) {
  return (
    <SlotContent slot={slot} loading={loading} empty={empty}>
      {([article]) =>
        article && (
          <ArticleCard
            article={article}
            size="xl"
            eagerImage
            kicker={article.category}
            description={description}
            byline={byline === undefined ? article.creator : byline}
            readMore={readMore}
            headingLevel="h2"
          />
        )
      }
    </SlotContent>
  );
}
