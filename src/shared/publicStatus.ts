import type { FeedStatus, SourceStatus, StorageRepair, StorageStatus } from "./feedStatus.ts";

/** One upstream feed as the public /status page shows it: what a reader may know, no internals. */
export interface PublicSourceStatus {
  /** The feed's address, with any IP address hidden. */
  url: string;
  /** The API paths this feed fills. */
  endpoints: string[];
  state: "ok" | "failing" | "waiting";
  itemCount: number;
  /** When it was last asked, whatever came of it. */
  lastAttempt: string | null;
  lastSuccess: string | null;
  lastError: { message: string; httpStatus: number | null; at: string | null } | null;
  nextCheck: string | null;
}

/** What was done about a damaged archive file: the API's report less SQLite's diagnosis. */
export type PublicRepair = Omit<StorageRepair, "problem">;

/**
 * Whether the archive takes writes (issue 48): since when it does not, why (with no path or
 * address), and what waits in memory meanwhile.
 */
export type PublicStorage = Pick<
  StorageStatus,
  "state" | "since" | "error" | "waiting" | "dropped"
>;

/** The data of the /status page, built from the same report as `/public/api/status`. */
export interface PublicStatus {
  generatedAt: string;
  sources: PublicSourceStatus[];
  repairs: PublicRepair[];
  storage: PublicStorage;
}

const hidden = "[address hidden]";
// IPv4 literals, bracketed IPv6 (in URLs) and bare IPv6 with "::" (in error texts).
const ipLiteral =
  /\[[0-9a-f:.]+\]|\b(?:\d{1,3}\.){3}\d{1,3}\b|[0-9a-f]{0,4}(?::[0-9a-f]{0,4})*::[0-9a-f:.]*/gi;

/** Hides IP addresses: a private address tells outsiders about the server's network. */
export function hideAddresses(text: string): string {
  return text.replace(ipLiteral, hidden);
}

// Absolute file paths (two or more segments: `/var/lib/x/archive.db`, `C:\\data\\x`),
// standing alone, so a URL's path is not one.
const filePath = /(?<=^|[\s'"(=,])(?:[A-Za-z]:)?(?:[\\/][\w.@~+-]+){2,}[\\/]?/g;

/**
 * Hides what an error text or file name may say of the machine: IP addresses and
 * absolute file paths (a file's own name stays).
 */
function hideInternals(text: string): string {
  return hideAddresses(text.replace(filePath, (path) => `[path hidden]${lastSegment(path)}`));
}

const lastSegment = (path: string) => {
  const name = /[^\\/]+$/.exec(path)?.[0];
  return name ? `/${name}` : "";
};

const publicSource = (source: SourceStatus): SourceStatus => ({
  ...source,
  url: hideAddresses(source.url),
  finalUrl: source.finalUrl === null ? null : hideAddresses(source.finalUrl),
  lastError: source.lastError === null ? null : hideAddresses(source.lastError),
});

const publicStorage = (storage: StorageStatus): StorageStatus => ({
  ...storage,
  // Where the data lives (a folder, or a PostgreSQL user, host and database) is no
  // visitor's business; the state says whether it works.
  dir: null,
  error: storage.error === null ? null : hideInternals(storage.error),
  skippedFiles: storage.skippedFiles.map(({ file, reason }) => ({
    file: hideInternals(file),
    reason: hideInternals(reason),
  })),
  repairs: storage.repairs.map((repair) => ({ ...repair, problem: hideInternals(repair.problem) })),
});

/**
 * `/public/api/status` as anyone may read it: the same report, with what the /status page
 * hides hidden here too (IP addresses in URLs and errors, file paths, the store's
 * location and connection details). Logs keep the full report.
 */
export function publicFeedStatus(status: FeedStatus): FeedStatus {
  return {
    ...status,
    storage: publicStorage(status.storage),
    endpoints: Object.fromEntries(
      Object.entries(status.endpoints).map(([id, endpoint]) => [
        id,
        {
          ...endpoint,
          lastError: endpoint.lastError === null ? null : hideAddresses(endpoint.lastError),
          sources: endpoint.sources.map(publicSource),
        },
      ]),
    ),
  };
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
        lastAttempt: source.lastAttempt,
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
  return { generatedAt: status.generatedAt, sources, repairs, storage: publicStorageOf(status) };
}

/** The storage part of a report; one from before waiting writes were counted has none. */
function publicStorageOf({ storage }: FeedStatus): PublicStorage {
  return {
    state: storage?.state ?? "ok",
    since: storage?.since ?? null,
    error: storage?.error ? hideInternals(storage.error) : null,
    waiting: storage?.waiting ?? { sources: 0, items: 0, stories: 0 },
    dropped: storage?.dropped ?? 0,
  };
}
