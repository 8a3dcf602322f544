import type { Language } from "./languageHref.ts";
import type { PublicPublisher } from "./publicPublishers.ts";

/** The registry's countries and languages named in one interface language. */
export interface SourceNames {
  countries: Record<string, string>;
  languages: Record<string, string>;
}

/**
 * Names from Intl's own data (nothing to ship). Node's ICU and the browser's do not always
 * agree ("Hong Kong SAR China" and "Hong Kong"), so the server's names travel with the page
 * and the browser makes its own only after a navigation, where nothing is hydrated.
 */
export function sourceNames(lang: Language, publishers: readonly PublicPublisher[]): SourceNames {
  const regions = new Intl.DisplayNames([lang], { type: "region" });
  const languages = new Intl.DisplayNames([lang], { type: "language" });
  const names: SourceNames = { countries: {}, languages: {} };
  for (const publisher of publishers) {
    names.countries[publisher.country] ??= regions.of(publisher.country) ?? publisher.country;
    for (const tag of [...publisher.languages, ...publisher.feeds.map((feed) => feed.language)])
      names.languages[tag] ??= languages.of(tag) ?? tag;
  }
  return names;
}
