import type { Article } from "../shared/article.ts";
import { ArticleCard, type ArticleCardProps } from "./ArticleCard.tsx";
import { CardGrid, StoryList } from "./pageParts.tsx";

/** How each article of a list is carded: fixed card props, or props computed per article. */
export type CardOptions =
  | Omit<ArticleCardProps, "article">
  | ((article: Article, index: number) => Omit<ArticleCardProps, "article">);

const propsFor = (card: CardOptions | undefined, article: Article, index: number) =>
  typeof card === "function" ? card(article, index) : card;

/** Articles as a responsive grid of cards (`min`: narrowest column; `fit`: stretch a short row). */
export function ArticleGrid({
  items,
  card,
  min,
  fit,
  id,
  label,
}: {
  items: readonly Article[];
  card?: CardOptions;
  min?: string;
  fit?: boolean;
  id?: string;
  label?: string;
}) {
  return (
    <CardGrid id={id} aria-label={label} $min={min} $fit={fit}>
      {items.map((article, index) => (
        <li key={article.link}>
          <ArticleCard article={article} {...propsFor(card, article, index)} />
        </li>
      ))}
    </CardGrid>
  );
}

/** Articles as a vertical list separated by rules. */
export function ArticleList({
  items,
  card,
  id,
  label,
}: {
  items: readonly Article[];
  card?: CardOptions;
  id?: string;
  label?: string;
}) {
  return (
    <StoryList id={id} aria-label={label}>
      {items.map((article, index) => (
        <li key={article.link}>
          <ArticleCard article={article} {...propsFor(card, article, index)} />
        </li>
      ))}
    </StoryList>
  );
}

/** Category kicker, the common per-article card option. */
export const withCategory =
  (options: Omit<ArticleCardProps, "article" | "kicker"> = {}) =>
  (article: Article): Omit<ArticleCardProps, "article"> => ({
    ...options,
    kicker: article.category,
  });
