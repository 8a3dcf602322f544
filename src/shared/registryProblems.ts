import { jsonPath } from "./configIssues.ts";
import { type EditionLanguage, editionLanguages } from "./editions.ts";
import { type FeedsConfig, type SourceConfig, sourceOptions } from "./feedsConfig.ts";
import { feedOptions, PublisherRegistry } from "./publisherRegistry.ts";
import type { SourcesConfig } from "./sourcesConfig.ts";

/**
 * The registry's problems (config/sources.json, issue 38) and the feeds.json sources it
 * must hold, as `configValidation.ts` reports them (its `ConfigProblem`: that module imports
 * this one, so the type is not imported back).
 */
interface RegistryProblem {
  file: string;
  path: string;
  reason: string;
}

/** Every source of feeds.json, the English ones and each edition's, with its JSON path. */
export function feedSources(
  feeds: FeedsConfig,
): { source: SourceConfig; at: string; lang: EditionLanguage | undefined }[] {
  return Object.entries(feeds.endpoints).flatMap(([id, endpoint]) => [
    ...endpoint.sources.map((source, i) => ({
      source,
      at: jsonPath(["endpoints", id, "sources", i]),
      lang: undefined,
    })),
    ...editionLanguages.flatMap((lang) =>
      (endpoint.editions?.[lang] ?? []).map((source, i) => ({
        source,
        at: jsonPath(["endpoints", id, "editions", lang, i]),
        lang,
      })),
    ),
  ]);
}

/** `publishers[12].country` as `publishers[12] (id "le-monde").country`: the publisher by name. */
export function namePublisher(data: unknown, path: string): string {
  return path.replace(/^publishers\[(\d+)\]/, (whole, index: string) => {
    const id = (data as { publishers?: { id?: unknown }[] } | undefined)?.publishers?.[
      Number(index)
    ]?.id;
    return typeof id === "string" ? `${whole} (id ${JSON.stringify(id)})` : whole;
  });
}

/** A feed served from this machine (a test upstream, a local mirror) is no publisher's. */
function isLocal(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * What the registry's schema cannot say (ids and feed URLs unique, each feed in one of its
 * publisher's languages), and that every feed of feeds.json is a registry feed, each
 * edition's in the edition's language.
 */
export function registryProblems(
  config: { sources: SourcesConfig; feeds: FeedsConfig },
  files: { sources: { file: string; data: unknown }; feeds: { file: string } },
): RegistryProblem[] {
  const problems: RegistryProblem[] = [];
  const sourcesFile = files.sources.file;
  const { publishers } = config.sources;
  const at = (i: number) => namePublisher(files.sources.data, `publishers[${i}]`);
  const ids = new Map<string, number>();
  const urls = new Map<string, string>();
  publishers.forEach((publisher, i) => {
    const first = ids.get(publisher.id);
    if (first === undefined) ids.set(publisher.id, i);
    else
      problems.push({
        file: sourcesFile,
        path: `${at(i)}.id`,
        reason: `duplicate publisher id ${JSON.stringify(publisher.id)} (already at publishers[${first}])`,
      });
    const languages = publisher.languages.join(", ");
    publisher.feeds.forEach((feed, j) => {
      const { url, language } = feedOptions(publisher, feed);
      const feedAt = `${at(i)}.feeds[${j}]`;
      const owner = urls.get(url);
      if (owner === undefined) urls.set(url, feedAt);
      else
        problems.push({
          file: sourcesFile,
          path: feedAt,
          reason: `duplicate feed "${url}" (already at ${owner}); a feed belongs to one publisher`,
        });
      if (language === undefined)
        problems.push({
          file: sourcesFile,
          path: feedAt,
          reason: `the publisher has several languages (${languages}): give this feed as { "url", "language" }`,
        });
      else if (!publisher.languages.includes(language))
        problems.push({
          file: sourcesFile,
          path: `${feedAt}.language`,
          reason: `language "${language}" is not one of the publisher's languages (${languages})`,
        });
    });
  });

  const registry = new PublisherRegistry(publishers);
  for (const { source, at: sourceAt, lang } of feedSources(config.feeds)) {
    const { url } = sourceOptions(source);
    if (isLocal(url)) continue;
    const feed = registry.byFeedUrl(url);
    if (!feed)
      problems.push({
        file: files.feeds.file,
        path: sourceAt,
        reason: `"${url}" is no publisher's feed in ${sourcesFile}; add it to its publisher there`,
      });
    else if (lang !== undefined && feed.language.split("-")[0] !== lang)
      problems.push({
        file: files.feeds.file,
        path: sourceAt,
        reason: `"${url}" is in "${feed.language}" (publisher "${feed.publisher.id}" in ${sourcesFile}), not in the edition's language "${lang}"`,
      });
  }
  return problems;
}
