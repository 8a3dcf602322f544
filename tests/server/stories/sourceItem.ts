import {
  canonicalKey,
  type SourceItem,
  titleKey,
} from "../../../src/server/feeds/normalizeFeed.ts";

/** A feed item as the store keeps it, with only a title, a link and a date. */
export function sourceItem(
  link: string,
  title: string,
  pubDate: string | null,
  rank = 0,
): SourceItem {
  return {
    article: {
      title,
      description: "",
      content: "",
      link,
      images: [],
      pubDate,
      category: null,
      creator: null,
      author: null,
      excerpt: null,
    },
    key: canonicalKey(link),
    titleKey: titleKey(title),
    rank,
    feedSize: 10,
  };
}
