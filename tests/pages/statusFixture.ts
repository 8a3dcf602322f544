import type { FeedStatus, SourceStatus } from "../../src/shared/feedStatus.ts";

const source = (url: string, changes: Partial<SourceStatus>): SourceStatus => ({
  url,
  itemCount: 0,
  lastAttempt: "2025-06-03T09:00:00.000Z",
  lastSuccess: null,
  lastError: null,
  lastErrorAt: null,
  consecutiveFailures: 0,
  finalUrl: null,
  nextAttempt: "2025-06-03T09:15:00.000Z",
  ...changes,
});

/** A status report as `/public/api/status` gives it: one healthy, two failing sources. */
export const statusReport: FeedStatus = {
  generatedAt: "2025-06-03T09:05:00.000Z",
  summary: { endpoints: 2, live: 1, sample: 1, unavailable: 0, sources: 3, failingSources: 2 },
  storage: {
    state: "ok",
    dir: "/srv/secret/data",
    error: null,
    since: null,
    skippedFiles: [],
    repairs: [],
    waiting: { sources: 0, items: 0, stories: 0 },
    dropped: 0,
  },
  endpoints: {
    "bbc/breaking": {
      path: "/public/api/bbc/breaking",
      source: "live",
      sample: false,
      itemCount: 12,
      refreshMinutes: 5,
      builtAt: "2025-06-03T09:00:00.000Z",
      lastAttempt: null,
      lastSuccess: null,
      lastError: null,
      sources: [
        source("https://alpha.example/rss.xml", {
          itemCount: 12,
          lastSuccess: "2025-06-03T09:00:00.000Z",
        }),
        source("https://broken.example/feed", {
          lastError: "HTTP 503",
          lastErrorAt: "2025-06-03T08:59:00.000Z",
          consecutiveFailures: 2,
        }),
      ],
    },
    "newYork/africa": {
      path: "/public/api/newYork/africa",
      source: "sample",
      sample: true,
      itemCount: 6,
      refreshMinutes: 15,
      builtAt: "2025-06-03T09:00:00.000Z",
      lastAttempt: null,
      lastSuccess: null,
      lastError: null,
      sources: [
        source("http://10.1.2.3/mirror/africa.xml", {
          lastError: "redirect to a private network address 192.168.0.7 refused",
          lastErrorAt: "2025-06-03T08:58:00.000Z",
        }),
        source("https://alpha.example/rss.xml", {
          itemCount: 12,
          lastSuccess: "2025-06-03T09:00:00.000Z",
        }),
      ],
    },
  },
};
