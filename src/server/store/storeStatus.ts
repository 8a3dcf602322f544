import { editionUrl } from "../../shared/editionEndpoints.ts";
import type { EndpointStatus, FeedStatus, StorageStatus } from "../../shared/feedStatus.ts";
import { publicFeedStatus } from "../../shared/publicStatus.ts";
import { jsonBytes } from "../responses/jsonBytes.ts";
import type { Endpoints } from "./endpoints.ts";
import type { SourceStates } from "./sourceStates.ts";

/** Until persistence is attached (and always when OFFLINE), nothing is stored. */
const noStorage: StorageStatus = {
  state: "off",
  dir: null,
  error: null,
  since: null,
  skippedFiles: [],
  repairs: [],
  waiting: { sources: 0, items: 0, stories: 0 },
  dropped: 0,
};

/** The store's status (what `/public/api/status` shows): every endpoint with its sources. */
export class StoreStatus {
  private storage: () => StorageStatus = () => noStorage;
  private publicJson: { content: string; json: Buffer } | undefined;

  constructor(
    private readonly endpoints: Endpoints,
    private readonly sources: SourceStates,
    private readonly now: () => number,
  ) {}

  /** Reports the data folder's state from now on. */
  reportStorage(storage: () => StorageStatus): void {
    this.storage = storage;
  }

  /**
   * The public status as JSON, serialized again only when its content changed;
   * `generatedAt` says when that was.
   */
  json(): Buffer {
    const { generatedAt, ...rest } = publicFeedStatus(this.status());
    const content = JSON.stringify(rest);
    if (this.publicJson?.content !== content)
      this.publicJson = { content, json: jsonBytes({ generatedAt, ...rest }) };
    return this.publicJson.json;
  }

  /** Per endpoint: sources with their state, item count and whether it is sample content. */
  status(): FeedStatus {
    const endpoints: Record<string, EndpointStatus> = {};
    for (const entry of this.endpoints.values()) {
      const sources = entry.sources.map((url) => this.sources.require(url));
      endpoints[entry.id] = {
        // An edition's path is its endpoint's with `?lang=` (issue 38).
        path: editionUrl(entry.id),
        source: entry.source ?? "unavailable",
        sample: entry.source === "sample",
        itemCount: entry.itemCount,
        refreshMinutes: entry.refreshMinutes,
        builtAt: entry.builtAt,
        lastAttempt: latest(sources.map((s) => s.lastAttempt)),
        lastSuccess: latest(sources.map((s) => s.lastSuccess)),
        lastError: sources.find((s) => s.lastError !== null)?.lastError ?? null,
        sources: sources.map((s) => ({
          url: s.url,
          itemCount: s.items?.length ?? 0,
          lastAttempt: s.lastAttempt,
          lastSuccess: s.lastSuccess,
          lastError: s.lastError,
          lastErrorAt: s.lastErrorAt,
          consecutiveFailures: s.consecutiveFailures,
          finalUrl: s.finalUrl,
          nextAttempt: s.nextAttempt,
        })),
      };
    }
    const all = [...this.endpoints.values()];
    return {
      generatedAt: new Date(this.now()).toISOString(),
      summary: {
        endpoints: all.length,
        live: all.filter((e) => e.source === "live").length,
        sample: all.filter((e) => e.source === "sample").length,
        unavailable: all.filter((e) => e.source === null).length,
        sources: this.sources.size,
        failingSources: [...this.sources.values()].filter((s) => s.lastError !== null).length,
      },
      storage: this.storage(),
      endpoints,
    };
  }
}

function latest(values: (string | null)[]): string | null {
  let best: string | null = null;
  for (const value of values) if (value !== null && (best === null || value > best)) best = value;
  return best;
}
