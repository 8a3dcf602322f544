import type { PublicPublisher } from "../shared/publicPublishers.ts";
import type { PublicSourceStatus } from "../shared/publicStatus.ts";

/** The /status page's groups (issue 38): sources by publisher, failures by error. */

/** A feed's host without "www.", the name of a source the registry does not know. */
export function hostOf(url: string): string {
  // Read by hand: an address with its IP hidden ("http://[address hidden]/x") is no URL.
  const host = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^/?#:]+)/i.exec(url)?.[1];
  return host ? host.toLowerCase().replace(/^www\./, "") : url;
}

/** One publisher (or, outside the registry, one host) with the sources it publishes. */
export interface PublisherSources {
  key: string;
  name: string;
  homepage: string | null;
  sources: PublicSourceStatus[];
  failing: number;
}

/** Every source under its publisher (by the registry's feed URLs, else its host), by name. */
export function sourcesByPublisher(
  sources: readonly PublicSourceStatus[],
  publishers: readonly PublicPublisher[],
  lang: string,
): PublisherSources[] {
  const ofFeed = new Map(
    publishers.flatMap((publisher) => publisher.feeds.map((feed) => [feed.url, publisher])),
  );
  const groups = new Map<string, PublisherSources>();
  for (const source of sources) {
    const publisher = ofFeed.get(source.url);
    const key = publisher ? publisher.id : `host:${hostOf(source.url)}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        name: publisher?.name ?? hostOf(source.url),
        homepage: publisher?.homepage ?? null,
        sources: [],
        failing: 0,
      };
      groups.set(key, group);
    }
    group.sources.push(source);
    if (source.state === "failing") group.failing++;
  }
  const collator = new Intl.Collator(lang);
  return [...groups.values()].sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * What went wrong, as one kind per error: the HTTP status when there is one, else the
 * message with the feed's own address taken out (so "fetch https://a/x failed" and
 * "fetch https://b/y failed" are one kind).
 */
export function errorKind(source: PublicSourceStatus): string | undefined {
  const error = source.lastError;
  if (!error) return undefined;
  if (error.httpStatus !== null) return `HTTP ${error.httpStatus}`;
  return error.message.replace(/\bhttps?:\/\/\S+/g, "…").trim();
}

/** Failing sources grouped by their error kind, the most common first. */
export function failuresByError(
  sources: readonly PublicSourceStatus[],
): { error: string; sources: PublicSourceStatus[] }[] {
  const groups = new Map<string, PublicSourceStatus[]>();
  for (const source of sources) {
    const kind = source.state === "failing" ? errorKind(source) : undefined;
    if (kind !== undefined) groups.set(kind, [...(groups.get(kind) ?? []), source]);
  }
  return [...groups]
    .map(([error, list]) => ({ error, sources: list }))
    .sort((a, b) => b.sources.length - a.sources.length || a.error.localeCompare(b.error));
}

/** The later of two ISO times, either of which may be missing. */
const later = (a: string | null, b: string | null) => (a === null || (b !== null && b > a) ? b : a);

/**
 * How many sources are in each state, when one was last asked and when one last answered:
 * after a round in which every source failed, the attempt is recent and the success old or
 * none.
 */
export function statusSummary(sources: readonly PublicSourceStatus[]) {
  const counts = { ok: 0, failing: 0, waiting: 0 };
  let lastAttempt: string | null = null;
  let lastSuccess: string | null = null;
  for (const source of sources) {
    counts[source.state]++;
    lastAttempt = later(lastAttempt, source.lastAttempt ?? source.lastError?.at ?? null);
    lastSuccess = later(lastSuccess, source.lastSuccess);
  }
  return { total: sources.length, ...counts, lastAttempt, lastSuccess };
}
