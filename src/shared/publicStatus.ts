import type { FeedStatus, StorageRepair } from "./feedStatus.ts";

/** One upstream feed as the public /status page shows it: what a reader may know, no internals. */
export interface PublicSourceStatus {
  /** The feed's address, with any IP address hidden. */
  url: string;
  /** The API paths this feed fills. */
  endpoints: string[];
  state: "ok" | "failing" | "waiting";
  itemCount: number;
  lastSuccess: string | null;
  lastError: { message: string; httpStatus: number | null; at: string | null } | null;
  nextCheck: string | null;
}

/** What was done about a damaged archive file: the API's report less SQLite's diagnosis. */
export type PublicRepair = Omit<StorageRepair, "problem">;

/** The data of the /status page, built from the same report as `/public/api/status`. */
export interface PublicStatus {
  generatedAt: string;
  sources: PublicSourceStatus[];
  repairs: PublicRepair[];
}

const hidden = "[address hidden]";
// IPv4 literals, bracketed IPv6 (in URLs) and bare IPv6 with "::" (in error texts).
const ipLiteral =
  /\[[0-9a-f:.]+\]|\b(?:\d{1,3}\.){3}\d{1,3}\b|[0-9a-f]{0,4}(?::[0-9a-f]{0,4})*::[0-9a-f:.]*/gi;

/** Hides IP addresses: a private address tells outsiders about the server's network. */
export function hideAddresses(text: string): string {
  return text.replace(ipLiteral, hidden);
}

const stateOrder = { failing: 0, waiting: 1, ok: 2 } as const;

/**
 * Every source once, with the endpoints it fills, failing sources first (then those not yet
 * answered, then the healthy ones, each by address). Error texts keep their reason and HTTP
 * status but lose any address.
 */
export function publicStatus(status: FeedStatus): PublicStatus {
  const byUrl = new Map<string, PublicSourceStatus>();
  for (const endpoint of Object.values(status.endpoints))
    for (const source of endpoint.sources) {
      const known = byUrl.get(source.url);
      if (known) {
        known.endpoints.push(endpoint.path);
        continue;
      }
      const httpStatus = /^HTTP (\d{3})\b/.exec(source.lastError ?? "")?.[1];
      byUrl.set(source.url, {
        url: hideAddresses(source.url),
        endpoints: [endpoint.path],
        state: source.lastError ? "failing" : source.lastSuccess ? "ok" : "waiting",
        itemCount: source.itemCount,
        lastSuccess: source.lastSuccess,
        lastError: source.lastError
          ? {
              message: hideAddresses(source.lastError),
              httpStatus: httpStatus ? Number(httpStatus) : null,
              at: source.lastErrorAt,
            }
          : null,
        nextCheck: source.nextAttempt,
      });
    }
  const sources = [...byUrl.values()].sort(
    (a, b) => stateOrder[a.state] - stateOrder[b.state] || a.url.localeCompare(b.url),
  );
  // A report from before repairs were reported has none.
  const repairs = (status.storage?.repairs ?? []).map(({ problem: _, ...repair }) => repair);
  return { generatedAt: status.generatedAt, sources, repairs };
}
