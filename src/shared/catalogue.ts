import type { LAYOUT_TEXT } from "./layoutTexts.ts";
import type { LIVE_TEXT } from "./liveTexts.ts";
import type { OFFLINE_TEXT } from "./offlineTexts.ts";
import type { SEARCH_TEXT, STATUS_TEXT } from "./pageTexts.ts";
import type { PLAYER_TEXT } from "./playerTexts.ts";
import type { PODCAST_TEXT } from "./podcastTexts.ts";
import type { SHORTCUT_TEXT } from "./shortcutTexts.ts";
import type { STORY_TEXT } from "./storyTexts.ts";
import { TEXT } from "./texts.ts";

/**
 * The English catalogue is the spec's texts as `texts.ts`, `storyTexts.ts` and
 * `pageTexts.ts` define them; every other language's catalogue (`catalogues/`) has the
 * same keys. The texts any page may show (`TEXT`: chrome, cards) are in every page's
 * bundle; English texts only some pages show stay in the chunks that show them: the story
 * texts (cards' sources link and the story page), the built-in pages' (`usePageTexts`) and
 * the layouts' own labels (`useLayoutTexts`), the keyboard shortcuts' and the live notice's (in their chunks)
 * and the offline page's (written by the build).
 */
export const englishCore = { TEXT };

/** The groups whose English is not in every bundle. */
type DeferredTexts = {
  STORY_TEXT: typeof STORY_TEXT;
  SEARCH_TEXT: typeof SEARCH_TEXT;
  STATUS_TEXT: typeof STATUS_TEXT;
  LAYOUT_TEXT: typeof LAYOUT_TEXT;
  SHORTCUT_TEXT: typeof SHORTCUT_TEXT;
  LIVE_TEXT: typeof LIVE_TEXT;
  OFFLINE_TEXT: typeof OFFLINE_TEXT;
  PLAYER_TEXT: typeof PLAYER_TEXT;
  PODCAST_TEXT: typeof PODCAST_TEXT;
};

/** A catalogue's shape, derived from English: strings widened, functions and keys kept. */
type Messages<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : { readonly [K in keyof T]: Messages<T[K]> };

/**
 * How a language writes an article's date ('short' a date, 'full' with weekday and time), in
 * the visitor's zone or in UTC. English has none: it keeps the spec's patterns
 * (`components/dates.ts`); other languages use Intl (`intlDates.ts`).
 */
export type DateFormat = (iso: string, zone: "local" | "utc", style: "short" | "full") => string;

export type Catalogue = Messages<typeof englishCore & DeferredTexts> & {
  formatDate?: DateFormat;
  /**
   * What a page says under its title when some of its blocks show English headlines, their
   * feed having no edition in this language (issues 38, 49). English has none: they are its own.
   */
  englishHeadlines?: string;
};

/** A catalogue as a page holds it: English's deferred groups come with the modules using them. */
export type LoadedCatalogue = Omit<Catalogue, keyof DeferredTexts> & Partial<Catalogue>;
