import type { Article } from "../shared/article.ts";
import { ArticleCard, type ArticleCardProps } from "./ArticleCard.tsx";
import { CardGrid, StoryList } from "./pageParts.tsx";

/** How each article of a list is carded: fixed card props, or props computed per article. */
export type CardOptions =
  | Omit<ArticleCardProps, "article">
  | ((article: Article, index: number) => Omit<ArticleCardProps, "article">);

const propsFor = (card: CardOptions | undefined, article: Article, index: number) =>
  typeof card === "function" ? card(article, index) : card;

/**
 * One list item with a card per article: the inside of every card list. ArticleGrid and
 * ArticleList wrap it in the shared grid and list; a layout whose columns are its own
 * design (Arts' two, Grid's three) wraps it in its own list.
 */
export function ArticleItems({ items, card }: { items: readonly Article[]; card?: CardOptions }) {
  return items.map((article, index) => (
    <li key={article.link}>
      <ArticleCard article={article} {...propsFor(card, article, index)} />
    </li>
  ));
}

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
      <ArticleItems items={items} card={card} />
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
      <ArticleItems items={items} card={card} />
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
