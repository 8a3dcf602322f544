import type { SearchFacets } from "../../shared/searchFacets.ts";
import type { FacetRow } from "./findArticles.ts";

/** Publishers and sections a facet lists at most (the most counted). */
const maxFacets = 20;

/** Who a facet's source is (publisher name, registry id) and which sections read it. */
export interface FacetNames {
  publisher(source: string, host: string | null): { name: string; id?: string };
  sections(source: string): readonly string[];
}

/**
 * Facet rows as the API gives them: by publisher (named by the registry, else by host),
 * by section, by day; most first, days newest first. Names are looked up once per source
 * and host: a common word's facets count tens of thousands of rows of a few hundred feeds.
 */
export function countFacets(
  rows: readonly FacetRow[],
  names: FacetNames | undefined,
): SearchFacets {
  const publishers = new Map<string, { name: string; count: number; id?: string }>();
  const sections = new Map<string, number>();
  const days = new Map<string, number>();
  const publisherOf = new Map<string, { name: string; id?: string }>();
  const sectionsOf = new Map<string, readonly string[]>();
  for (const { sources, host, day } of rows) {
    // An article counts once: for the publisher of its first source, in every section
    // one of its sources is read by.
    const source = sources[0] ?? "";
    const named = `${source} ${host ?? ""}`;
    let publisher = publisherOf.get(named);
    if (!publisher) {
      publisher = names?.publisher(source, host) ?? { name: host ?? source };
      publisherOf.set(named, publisher);
    }
    const key = publisher.id ?? `name:${publisher.name}`;
    const entry = publishers.get(key) ?? { ...publisher, count: 0 };
    entry.count += 1;
    publishers.set(key, entry);
    const paths = new Set<string>();
    for (const each of sources) {
      let read = sectionsOf.get(each);
      if (!read) {
        read = names?.sections(each) ?? [];
        sectionsOf.set(each, read);
      }
      for (const path of read) paths.add(path);
    }
    for (const path of paths) sections.set(path, (sections.get(path) ?? 0) + 1);
    days.set(day, (days.get(day) ?? 0) + 1);
  }
  const most = <T extends { count: number }>(list: T[], name: (item: T) => string) =>
    list.sort((a, b) => b.count - a.count || name(a).localeCompare(name(b))).slice(0, maxFacets);
  return {
    publishers: most([...publishers.values()], (p) => p.name),
    sections: most(
      [...sections].map(([path, count]) => ({ path, count })),
      (s) => s.path,
    ),
    days: [...days]
      .map(([date, count]) => ({ date, count }))
      .sort((a, b) => (a.date < b.date ? 1 : -1)),
  };
}
