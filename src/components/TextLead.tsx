import type { Article } from "../shared/article.ts";
import { ArticleCard } from "./ArticleCard.tsx";

/** A lead story told in text alone: large, no image, a clamped description, its byline, an h2. */
export function TextLead({
  article,
  kicker,
  clampLines,
}: {
  article: Article;
  kicker?: string;
  clampLines: number;
}) {
  return (
    <ArticleCard
      article={article}
      size="xl"
      image={false}
      kicker={kicker ?? null}
      description={{ clampLines }}
      byline={article.creator}
      headingLevel="h2"
    />
  );
}
