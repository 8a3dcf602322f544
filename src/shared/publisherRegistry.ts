// Types only: the registry is browser-safe (no zod).
import type { Publisher, PublisherFeed } from "./sourcesConfig.ts";
import { urlHost } from "./urlHost.ts";

/** A host in the form publisherOf gives: lower case, without "www.". */
function bareHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, "");
}

function hostOfUrl(url: string): string | undefined {
  const host = urlHost(url);
  return host === undefined ? undefined : bareHost(host) || undefined;
}

/**
 * The publishers of config/sources.json, looked up by feed URL (who publishes a feed, in
 * which language) and by host (who published an article: its homepage host, its feeds'
 * hosts and its `hosts`, a parent domain matching too).
 */
export class PublisherRegistry {
  readonly publishers: readonly Publisher[];
  readonly #feeds = new Map<string, { publisher: Publisher; language: string }>();
  readonly #hosts = new Map<string, Publisher[]>();

  constructor(publishers: readonly Publisher[]) {
    this.publishers = publishers;
    for (const publisher of publishers) {
      const hosts = new Set([hostOfUrl(publisher.homepage), ...(publisher.hosts ?? [])]);
      for (const feed of publisher.feeds) {
        const { url, language } = feedOptions(publisher, feed);
        // check:config requires a language for a multi-language publisher's feed; the first stands in.
        if (!this.#feeds.has(url))
          this.#feeds.set(url, { publisher, language: language ?? publisher.languages[0] ?? "" });
        hosts.add(hostOfUrl(url));
      }
      for (const host of hosts) {
        if (host === undefined) continue;
        const list = this.#hosts.get(bareHost(host)) ?? [];
        if (!list.includes(publisher)) list.push(publisher);
        this.#hosts.set(bareHost(host), list);
      }
    }
  }

  /**
   * `source:<id>` (issue 39): the feed URLs of the publisher with this id, and the hosts
   * its articles are on; undefined for an id no publisher has.
   */
  byId(id: string): { feeds: string[]; hosts: string[] } | undefined {
    const publisher = this.publishers.find((candidate) => candidate.id === id);
    if (!publisher) return undefined;
    const feeds = publisher.feeds.map((feed) => feedOptions(publisher, feed).url);
    const hosts = new Set([
      hostOfUrl(publisher.homepage),
      ...(publisher.hosts ?? []).map(bareHost),
      ...feeds.map(hostOfUrl),
    ]);
    hosts.delete(undefined);
    return { feeds, hosts: [...hosts] as string[] };
  }

  /** The publisher of a feed URL as config/feeds.json writes it, and the feed's language. */
  byFeedUrl(url: string): { publisher: Publisher; language: string } | undefined {
    return this.#feeds.get(url);
  }

  /**
   * The publisher of an article from `host` (e.g. "bbc.co.uk", or "news.bbc.co.uk" through
   * its parent domain). The most specific matching host wins; among publishers sharing it
   * (BBC News and BBC Mundo on bbc.com) the one that publishes in `language`.
   */
  resolve(host: string, language?: string): Publisher | undefined {
    const labels = bareHost(host).split(".");
    for (let i = 0; i < labels.length - 1; i++) {
      const candidates = this.#hosts.get(labels.slice(i).join("."));
      if (!candidates) continue;
      const primary = language?.split("-")[0];
      return (
        candidates.find((publisher) =>
          publisher.languages.some((tag) => tag === language || tag.split("-")[0] === primary),
        ) ?? candidates[0]
      );
    }
    return undefined;
  }
}

/**
 * Who a report's publisher is, by name (issue 49): the publisher of its feed when the
 * registry lists that feed, else the one its host resolves to; undefined for a host the
 * registry does not know (a page names it by its host). The search facets and the story
 * page both name publishers so.
 */
export function namedPublisher(
  registry: Pick<PublisherRegistry, "byFeedUrl" | "resolve">,
  host: string | undefined,
  { feed, language }: { feed?: string; language?: string | undefined } = {},
): { name: string; id: string } | undefined {
  const publisher =
    (feed === undefined ? undefined : registry.byFeedUrl(feed)?.publisher) ??
    (host ? registry.resolve(host, language) : undefined);
  return publisher && { name: publisher.name, id: publisher.id };
}

/** A feed's URL and language, whichever form the config used (the publisher's only language by default). */
export function feedOptions(
  publisher: Publisher,
  feed: PublisherFeed,
): { url: string; language: string | undefined } {
  if (typeof feed !== "string") return feed;
  return {
    url: feed,
    language: publisher.languages.length === 1 ? publisher.languages[0] : undefined,
  };
}
