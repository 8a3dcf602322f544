import type { IgnoredReason } from "./searchQueryTree.ts";
import { STORY_TEXT } from "./storyTexts.ts";
import { TEXT } from "./texts.ts";

const shortMonths = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

/** The texts of the built-in pages of issue 12 (search, status), defined once. */
export const SEARCH_TEXT = {
  title: "Search",
  heading: (query: string) => `Search results for \u201c${query}\u201d`,
  inSection: (section: string) => `in ${section}`,
  prompt: "Search articles",
  label: "Search articles for",
  submit: "Search",
  noResults: "No results found",
  /** Issue 46: the mark on a result that is a podcast episode. */
  episode: "Episode",
  count: (n: number) => (n === 1 ? "1 article" : `${n} articles`),
  unavailable: "Search is not available right now. Please try again later.",
  /** Issue 39: a page of 20 results, its sort, what the query ignored, and facets. */
  range: (from: number, to: number) => `Results ${from}\u2013${to}`,
  pages: "Result pages",
  pageNumber: (page: number) => `Page ${page}`,
  previous: "Previous page",
  next: "Next page",
  sortLabel: "Sort:",
  sortRelevance: "Most relevant",
  sortNew: "Newest first",
  /** One part of the query left out (`part` as typed) and why. */
  ignored: (part: string, why: string) => `Ignored: \u201c${part}\u201d (${why})`,
  ignoredReasons: {
    "unclosed-quote": "a quote mark with no closing one",
    "lone-minus": "a minus sign with no word after it",
    "lone-or": "OR needs something to search for on each side",
    "empty-operator": "nothing after the operator",
    "bad-host": "not a site name such as example.org",
    "bad-source": "not a publisher id",
    "bad-date": "not a date written YYYY-MM-DD",
    "cannot-exclude": "sites and publishers cannot be excluded",
    "no-words": "no letter or digit to search for",
    "only-exclusions": "a search needs a word to look for, not only words to leave out",
    "too-many-words": "a search reads at most 12 words",
  } satisfies Record<IgnoredReason, string>,
  facets: "Narrow your search",
  /** Under the facets: they count articles, where results list one per story. */
  facetsCount: "Counts are of articles; the results show each story once.",
  publishers: "Publishers",
  sections: "Sections",
  days: "Days",
  /** The folded rest of a facet list. */
  more: (count: number) => `${count} more`,
  /** A facet's day (`YYYY-MM-DD`, UTC), short: "Jun 12". */
  day: (date: string) => {
    const [, month, day] = /^\d{4}-(\d{2})-(\d{2})$/.exec(date) ?? [];
    const name = shortMonths[Number(month) - 1];
    return name ? `${name} ${Number(day)}` : date;
  },
} as const;

export const STATUS_TEXT = {
  title: "Feed status",
  intro: "Every publisher feed the site reads, and how it answered last.",
  failing: "Failing",
  waiting: "Not answered yet",
  ok: "Working",
  group: (label: string, count: number) => `${label} (${count})`,
  summary: (sources: number, failing: number) => `${sources} feeds, ${failing} failing. Updated`,
  endpoints: "Serves",
  lastSuccess: "Last success",
  lastError: "Last error",
  nextCheck: "Next check",
  items: "Items",
  never: "Never",
  notPlanned: "Not planned",
  httpStatus: (status: number) => `HTTP ${status}`,
  failed: "Failed to load the feed status. Please try again later.",
  storage: "Archive storage",
  repair: {
    repaired: "The archive file was damaged and was repaired in place.",
    salvaged:
      "The archive file was damaged; everything that could still be read was copied into a new file.",
    replaced: "The archive file could not be read; it was set aside and a new archive started.",
  },
  /** The tables a reader is told about (the others are bookkeeping). */
  tables: { source_state: "saved feed states", article: "archived articles" } as Record<
    string,
    string | undefined
  >,
  kept: (label: string, kept: number, lostAtMost: number | null) =>
    `${kept} ${label} kept${lostAtMost === 0 ? "" : lostAtMost === null ? ", an unknown number lost" : `, at most ${lostAtMost} lost`}.`,
  searchRebuilt: "The search index was rebuilt.",
  /** The archive refuses writes (issue 48): said at the top of /status while it lasts. */
  outage: {
    heading: "The archive cannot be written to",
    since: "Since",
    reason: "Reason:",
    served: "Pages, search and feeds keep working, and what arrives meanwhile is kept.",
    waiting: (items: number) =>
      items === 1
        ? "1 new item waits in memory; it will be archived as soon as the archive can be written to again."
        : `${items} new items wait in memory; they will be archived as soon as the archive can be written to again.`,
    dropped: (items: number) =>
      items === 1
        ? "1 item could not be kept and is missing from the archive."
        : `${items} items could not be kept and are missing from the archive.`,
  },
} as const;

/**
 * The texts titlesIn reads, in any language: every Catalogue has them. Spelled out, as the
 * Catalogue type is derived from this module's texts and cannot be imported back.
 */
interface TitleTexts {
  TEXT: { readonly pageNotFound: string };
  SEARCH_TEXT: { readonly title: string; readonly heading: (query: string) => string };
  STATUS_TEXT: { readonly title: string };
  STORY_TEXT: { readonly coverage: string };
}

/** Document titles (before " | <site>") of the built-in pages in a catalogue's language. */
export const titlesIn = (texts: TitleTexts) =>
  ({
    story: (headline: string) => `${headline} \u00b7 ${texts.STORY_TEXT.coverage}`,
    search: (query: string) => (query ? texts.SEARCH_TEXT.heading(query) : texts.SEARCH_TEXT.title),
    status: texts.STATUS_TEXT.title,
    notFound: texts.TEXT.pageNotFound,
  }) as const;

/** The English titles, shared by server and browser (the site's feeds are English). */
export const builtInTitles = titlesIn({ TEXT, SEARCH_TEXT, STATUS_TEXT, STORY_TEXT });
