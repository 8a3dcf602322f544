import type { Article } from "../../src/shared/article.ts";

/** A complete test article; `n` makes titles, links and dates distinct and ordered (1 is newest). */
export function makeArticle(n: number, overrides: Partial<Article> = {}): Article {
  return {
    title: `Test headline ${n}`,
    description: `Description of test story ${n}.`,
    content: "",
    link: `https://news.test/story-${n}`,
    images: [`https://img.test/${n}.jpg`],
    pubDate: new Date(Date.UTC(2025, 5, 30 - n, 12)).toISOString(),
    category: "World",
    creator: `Reporter ${n}`,
    author: null,
    excerpt: null,
    popularity: n,
    trending: n % 2 === 0,
    ...overrides,
  };
}

export function makeArticles(count: number, overrides: Partial<Article> = {}): Article[] {
  return Array.from({ length: count }, (_, i) => makeArticle(i + 1, overrides));
}
