/**
 * Who publishes a feed: the host of the feed's own site link (RSS channel link, Atom
 * alternate, JSON Feed home page) without "www.", else the feed URL's host. One
 * publisher's several feeds (world, sport, business) thus count once in a story.
 */
export function publisherOf(siteUrl: string | undefined, feedUrl: string): string {
  return hostOf(siteUrl) ?? hostOf(feedUrl) ?? feedUrl;
}

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const host = new URL(url).hostname.replace(/^www\./, "");
    return host === "" ? undefined : host;
  } catch {
    return undefined;
  }
}
