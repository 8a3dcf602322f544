import type { Article } from "./article.ts";
import type { Briefing } from "./briefing.ts";
import type { Language } from "./languageHref.ts";
import type { EpisodePage, ShowPage } from "./podcastApi.ts";
import type { PublicPublisher } from "./publicPublishers.ts";
import type { PublicStatus } from "./publicStatus.ts";
import type { SearchFacets } from "./searchFacets.ts";
import type { SourceNames } from "./sourceNames.ts";
import type { StoryData } from "./story.ts";

/**
 * The data of a built-in page (src/pages/), resolved by the server before rendering. Plain
 * JSON, so a render worker can receive it as a message.
 */
export type BuiltInPageData =
  /** `/story/:id`; `story` is null for an unknown id (a 404). */
  | { page: "story"; id: string; story: StoryData | null }
  /**
   * `/search?q=&section=&sort=&page=`; `results` (page `pageNumber` of 20, in `sort`'s
   * order) and `facets` are null when no search is available.
   */
  | {
      page: "search";
      query: string;
      section: string | null;
      sort: "relevance" | "new";
      pageNumber: number;
      results: Article[] | null;
      facets: SearchFacets | null;
    }
  /**
   * `/today` and `/today/:date` (issue 50): a day's briefing; `briefing` is null for a day
   * the archive does not hold (a 404).
   */
  | { page: "today"; date: string | null; lang: Language; briefing: Briefing | null }
  /** `/status`; `publishers` (the registry) names each source's publisher. */
  | { page: "status"; status: PublicStatus; publishers: PublicPublisher[] }
  /** `/sources` (issue 38): the registry, each feed with its health; `lang` titles the page. */
  | {
      page: "sources";
      lang: Language;
      status: PublicStatus;
      publishers: PublicPublisher[];
      /** Countries and languages named in `lang` by the server (see sourceNames). */
      names: SourceNames;
    }
  /**
   * `/podcast/:show?page=N` (issue 46): a page of a show's episodes; `data` is null for an
   * unknown show or a page past its last (a 404).
   */
  | { page: "show"; show: string; pageNumber: number; data: ShowPage | null }
  /** `/podcast/:show/:episode`: `data` is null for an unknown show or episode (a 404). */
  | { page: "episode"; show: string; episode: string; data: EpisodePage | null };
