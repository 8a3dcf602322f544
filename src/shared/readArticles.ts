import type { Article } from "./article.ts";
import { isImageProxy } from "./imageProxy.ts";
import { languageTagPattern } from "./languageTagPattern.ts";

/**
 * The browser's reading of an API response, without zod: the same rules as
 * `articleSchema` (tests hold the two to the same answers). It must be an array; an item
 * without an absolute http(s) link or with a field of the wrong type is dropped; missing
 * optional fields get their defaults. A podcast episode's fields (`episode`, `show`, issue
 * 46) are left out: the pages read episodes from the podcasts API.
 */
export function readArticles(data: unknown): Article[] {
  if (!Array.isArray(data)) throw new TypeError("Feed response is not a JSON array");
  const articles: Article[] = [];
  for (const item of data) {
    const article = readArticle(item);
    if (article) articles.push(article);
  }
  return articles;
}

const isString = (value: unknown): value is string => typeof value === "string";
const isNullableString = (value: unknown) => value === null || isString(value);

function isHttpUrl(value: unknown): value is string {
  if (!isString(value)) return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** One article read as `articleSchema` reads it; `undefined` where the schema refuses it. */
export function readArticle(item: unknown): Article | undefined {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return undefined;
  const raw = item as Record<string, unknown>;
  const field = <T>(name: string, fallback: T, valid: (value: unknown) => boolean) => {
    const value = raw[name];
    if (value === undefined) return { ok: true, value: fallback };
    return { ok: valid(value), value: value as T };
  };
  if (!isHttpUrl(raw.link)) return undefined;
  const fields = {
    title: field("title", "", isString),
    description: field("description", "", isString),
    content: field("content", "", isString),
    images: field<string[]>("images", [], (value) => Array.isArray(value) && value.every(isString)),
    pubDate: field<string | null>("pubDate", null, isNullableString),
    category: field<string | null>("category", null, isNullableString),
    creator: field<string | null>("creator", null, isNullableString),
    author: field<string | null>("author", null, isNullableString),
    excerpt: field<string | null>("excerpt", null, isNullableString),
    popularity: field(
      "popularity",
      0,
      (value) => typeof value === "number" && Number.isFinite(value) && value >= 0,
    ),
    trending: field("trending", false, (value) => typeof value === "boolean"),
  };
  const article: Record<string, unknown> = { link: raw.link };
  for (const [name, result] of Object.entries(fields)) {
    if (!result.ok) return undefined;
    article[name] = result.value;
  }
  if (raw.storyId !== undefined) {
    if (!isString(raw.storyId)) return undefined;
    article.storyId = raw.storyId;
  }
  if (raw.sourceCount !== undefined) {
    const count = raw.sourceCount;
    if (!(Number.isSafeInteger(count) && (count as number) >= 1)) return undefined;
    article.sourceCount = count;
  }
  if (raw.language !== undefined) {
    const valid =
      raw.language === null || (isString(raw.language) && languageTagPattern.test(raw.language));
    if (!valid) return undefined;
    article.language = raw.language;
  }
  if (raw.imageProxy !== undefined) {
    if (raw.imageProxy !== null && !isImageProxy(raw.imageProxy)) return undefined;
    article.imageProxy = raw.imageProxy;
  }
  return article as Article;
}
