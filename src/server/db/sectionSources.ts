import type { ValidConfig } from "../../shared/configValidation.ts";
import { editionId } from "../../shared/editions.ts";
import { sourceOptions } from "../../shared/feedsConfig.ts";
import { languageCodes } from "../../shared/languageHref.ts";
import { routeEndpoints } from "../../shared/routeSlots.ts";

/** The archive's source name for an endpoint's bundled sample articles. */
export function sampleSource(endpoint: string): string {
  return `sample:${endpoint}`;
}

/**
 * A section's archive sources: the feed URLs of every endpoint its route reads, and those
 * endpoints' sample sources. Undefined for a path that is no route of the manifest.
 */
export type SectionSources = (section: string) => string[] | undefined;

/** The sections (route paths) whose endpoints read a source: a search facet's sections. */
export function sourceSections(config: ValidConfig): (source: string) => readonly string[] {
  const bySource = new Map<string, string[]>();
  const sources = sectionSources(config);
  for (const { path } of config.manifest.routes)
    for (const source of sources(path) ?? []) {
      const paths = bySource.get(source) ?? [];
      paths.push(path);
      bySource.set(source, paths);
    }
  return (source) => bySource.get(source) ?? [];
}

export function sectionSources(config: ValidConfig): SectionSources {
  const bySection = new Map<string, string[]>();
  for (const route of config.manifest.routes) {
    const sources = new Set<string>();
    for (const id of routeEndpoints(route)) {
      const feeds = config.feeds.endpoints[id];
      // Its editions' too (issue 38): a section is searched in every language.
      for (const source of [
        ...(feeds?.sources ?? []),
        ...Object.values(feeds?.editions ?? {}).flat(),
      ])
        sources.add(sourceOptions(source).url);
      for (const lang of languageCodes) sources.add(sampleSource(editionId(id, lang)));
    }
    bySection.set(route.path, [...sources]);
  }
  return (section) => bySection.get(section);
}
