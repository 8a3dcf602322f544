import { generateJsonFeed, generateRssFeed } from "feedsmith";
import type { Article } from "../../shared/article.ts";
import { validStrings, validText } from "../../shared/validText.ts";

/** What one section or search feed says, with absolute addresses. */
export interface FeedContent {
  title: string;
  description: string;
  /** The page the feed mirrors; relative images (the bundled samples') resolve against it. */
  pageUrl: string;
  rssUrl: string;
  jsonUrl: string;
  articles: readonly Article[];
}

const dateOf = (iso: string | null) => {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/**
 * RSS 2.0 (with Dublin Core creator, Media RSS image and its Atom self link) and JSON Feed
 * 1.1 of some articles, by feedsmith's generators. No build date: the same articles give
 * the same bytes, so the same ETag on every instance.
 *
 * Text is made valid where it enters (ingest, query strings); this is the last check, so
 * that no path that forgets it can make a feed no reader parses: the RSS document as a
 * whole (an XML-illegal character can only be in text, so removing it never breaks markup),
 * every string of the JSON Feed before it is written (`JSON.stringify` would escape a lone
 * surrogate as `\ud800`, which strict decoders refuse).
 */
export function feedDocuments(feed: FeedContent): { rss: string; json: string } {
  const imageOf = (article: Article) =>
    article.images[0] ? new URL(article.images[0], feed.pageUrl).href : undefined;
  const rss = generateRssFeed({
    title: feed.title,
    link: feed.pageUrl,
    description: feed.description,
    language: "en",
    atom: { links: [{ href: feed.rssUrl, rel: "self", type: "application/rss+xml" }] },
    items: feed.articles.map((article) => {
      const by = article.creator ?? article.author;
      const image = imageOf(article);
      return {
        title: article.title,
        link: article.link,
        guid: { value: article.link, isPermaLink: true },
        ...(article.description ? { description: article.description } : {}),
        ...(dateOf(article.pubDate) ? { pubDate: dateOf(article.pubDate) } : {}),
        ...(article.category ? { categories: [{ name: article.category }] } : {}),
        ...(by ? { dc: { creators: [by] } } : {}),
        ...(image ? { media: { contents: [{ url: image, medium: "image" }] } } : {}),
      };
    }),
  });
  const json = generateJsonFeed({
    title: feed.title,
    home_page_url: feed.pageUrl,
    feed_url: feed.jsonUrl,
    description: feed.description,
    language: "en",
    items: feed.articles.map((article) => {
      const by = article.creator ?? article.author;
      const published = dateOf(article.pubDate);
      const image = imageOf(article);
      return {
        id: article.link,
        url: article.link,
        title: article.title,
        content_text: article.description || article.title,
        ...(article.excerpt ? { summary: article.excerpt } : {}),
        ...(image ? { image } : {}),
        ...(published ? { date_published: published } : {}),
        ...(by ? { authors: [{ name: by }] } : {}),
        ...(article.category ? { tags: [article.category] } : {}),
      };
    }),
  });
  // JSON Feed requires `items`; feedsmith leaves an empty array out (a search that finds nothing).
  const document = {
    ...(json as Record<string, unknown>),
    items: (json as { items?: unknown[] }).items ?? [],
  };
  return { rss: validText(rss), json: JSON.stringify(document, validStrings) };
}
