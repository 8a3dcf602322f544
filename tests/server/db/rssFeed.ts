import { escapeUTF8 } from "entities";

/** A small RSS 2.0 document for the loopback upstream, with the items a test needs. */
export interface FeedItem {
  title: string;
  link: string;
  description?: string;
  pubDate?: string;
}

/** `site`: the channel's own link, which names the publisher (stories group across publishers). */
export function rssFeed(items: readonly FeedItem[], site = "https://news.test/"): string {
  const entries = items
    .map(
      (item) =>
        `<item><title>${escapeUTF8(item.title)}</title><link>${escapeUTF8(item.link)}</link>` +
        `<description>${escapeUTF8(item.description ?? "")}</description>` +
        (item.pubDate ? `<pubDate>${new Date(item.pubDate).toUTCString()}</pubDate>` : "") +
        "</item>",
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Test</title><link>${escapeUTF8(site)}</link>${entries}</channel></rss>`;
}

/** `count` dated items whose titles start with `prefix`, newest first. */
export function numberedItems(prefix: string, count: number, host = "news.test"): FeedItem[] {
  return Array.from({ length: count }, (_, i) => ({
    title: `${prefix} headline number ${i}`,
    link: `https://${host}/${prefix.toLowerCase().replace(/\W+/g, "-")}/${i}`,
    description: `About ${prefix} ${i}.`,
    pubDate: new Date(Date.UTC(2025, 5, 3, 12, 0) - i * 60_000).toISOString(),
  }));
}
