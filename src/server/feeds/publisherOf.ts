import { urlHost } from "../../shared/urlHost.ts";

/**
 * Who publishes a feed: the host of the feed's own site link (RSS channel link, Atom
 * alternate, JSON Feed home page) without "www.", else the feed URL's host. One
 * publisher's several feeds (world, sport, business) thus count once in a story.
 */
export function publisherOf(siteUrl: string | undefined, feedUrl: string): string {
  return hostOf(siteUrl) ?? hostOf(feedUrl) ?? feedUrl;
}

/** A URL's host without "www.". */
function hostOf(url: string | undefined): string | undefined {
  return urlHost(url)?.replace(/^www\./, "") || undefined;
}
