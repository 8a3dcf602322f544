import type { PodcastsConfig } from "./staticContent.ts";

/** A problem as `configValidation.ts` reports it (that module imports this one). */
interface RegistryProblem {
  file: string;
  path: string;
  reason: string;
}

/** `shows[3]` as `shows[3] (id "the-daily")`: the show or station by name. */
const named = (list: string, i: number, id: string) => `${list}[${i}] (id ${JSON.stringify(id)})`;

/**
 * What the podcasts schema cannot say (issue 46): show and station ids unique, a category
 * names only known shows, and, when the publishers are known, every show's and station's
 * `publisher` is an id of config/sources.json.
 */
export function podcastRegistryProblems(
  podcasts: PodcastsConfig,
  file: string,
  sources?: { file: string; publishers: readonly { id: string }[] },
): RegistryProblem[] {
  const problems: RegistryProblem[] = [];
  const showIds = new Set<string>();
  const unique = (list: "shows" | "stations", entries: readonly { id: string }[]) => {
    const seen = new Set<string>();
    entries.forEach(({ id }, i) => {
      if (seen.has(id))
        problems.push({ file, path: `${list}[${i}].id`, reason: `duplicate id "${id}"` });
      seen.add(id);
    });
    return seen;
  };
  for (const id of unique("shows", podcasts.shows)) showIds.add(id);
  unique("stations", podcasts.stations);
  podcasts.categories.forEach((category, i) => {
    category.shows.forEach((id, j) => {
      if (!showIds.has(id))
        problems.push({
          file,
          path: `categories[${i}].shows[${j}]`,
          reason: `show "${id}" is not one of the shows in ${file}`,
        });
    });
  });
  if (sources) {
    const publishers = new Set(sources.publishers.map((publisher) => publisher.id));
    const check = (
      list: "shows" | "stations",
      entries: readonly { id: string; publisher: string }[],
    ) =>
      entries.forEach((entry, i) => {
        if (!publishers.has(entry.publisher))
          problems.push({
            file,
            path: `${named(list, i, entry.id)}.publisher`,
            reason: `publisher "${entry.publisher}" is not a publisher id in ${sources.file}`,
          });
      });
    check("shows", podcasts.shows);
    check("stations", podcasts.stations);
  }
  return problems;
}
