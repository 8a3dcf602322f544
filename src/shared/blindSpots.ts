import type { PublisherKind } from "./sourcesConfig.ts";
import type { StoryCoverage } from "./story.ts";

/** Reports whose publisher the registry knows (each counts in one country). */
export const knownReports = (coverage: StoryCoverage) =>
  coverage.countries.reduce((sum, { count }) => sum + count, 0);

/**
 * A story's blind spots: the one country, or the one kind of outlet, every report with a
 * known publisher comes from. Only for a story several publishers and reports tell: one
 * report is always from one country.
 */
export function blindSpots(coverage: StoryCoverage): { country?: string; kind?: PublisherKind } {
  if (coverage.publishers < 2 || knownReports(coverage) < 2) return {};
  const [country] = coverage.countries;
  const [kind] = coverage.kinds;
  return {
    ...(coverage.countries.length === 1 && country ? { country: country.code } : {}),
    ...(coverage.kinds.length === 1 && kind ? { kind: kind.kind } : {}),
  };
}

/** A display name in `lang` ("GB" → "United Kingdom"); the code itself when Intl has none. */
export function displayName(lang: string, type: "region" | "language", code: string): string {
  try {
    return new Intl.DisplayNames([lang], { type, fallback: "code" }).of(code) ?? code;
  } catch {
    return code;
  }
}
