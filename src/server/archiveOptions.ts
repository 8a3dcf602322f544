import type { ValidConfig } from "../shared/configValidation.ts";
import { namedPublisher, type PublisherRegistry } from "../shared/publisherRegistry.ts";
import type { ArchiveOptions } from "./db/articleArchive.ts";
import { sectionSources, sourceSections } from "./db/sectionSources.ts";
import type { Settings } from "./settings.ts";
import type { FeedStore } from "./store/feedStore.ts";

/**
 * The archive's options: its settings, what `source:` and the facets read of the publisher
 * registry and the sections, and which samples are searched (those the store serves).
 * `hooks` come from the composition root: they reach what is opened after the archive.
 */
export function archiveOptions(
  settings: Settings,
  config: ValidConfig,
  publishers: PublisherRegistry,
  store: FeedStore,
  hooks: Required<Pick<ArchiveOptions, "afterPrune" | "warn" | "now">>,
): ArchiveOptions {
  return {
    archiveDays: settings.archiveDays,
    sectionSources: sectionSources(config),
    publishers: (id) => publishers.byId(id),
    facetNames: {
      publisher: (source, host) =>
        namedPublisher(publishers, host ?? undefined, { feed: source }) ?? { name: host ?? source },
      sections: sourceSections(config),
    },
    afterPrune: hooks.afterPrune,
    servingSamples: () =>
      store.endpointIds().filter((id) => {
        const response = store.response(id);
        return response?.available === true && response.source === "sample";
      }),
    searchThreads: settings.searchWorkers,
    searchTimeoutMs: settings.searchTimeoutMs,
    searchPerClient: settings.searchPerIp,
    searchWaitMs: settings.searchQueueMs,
    warn: hooks.warn,
    now: hooks.now,
  };
}
