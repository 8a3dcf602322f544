import type { FetchLimits } from "./feeds/fetchUpstream.ts";

/** Production limits for upstream feed requests (tests pass smaller timeouts). */
export const upstreamLimits: FetchLimits = {
  connectTimeoutMs: 15_000,
  totalTimeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
  userAgent:
    "MaverickNews-FeedAggregator/0.1 (+https://maverick-news.example/about; news aggregator)",
};
