import type { BuiltInPage } from "../engine/builtInPage.ts";
import { episodePagePattern, showPagePattern } from "../shared/podcastPaths.ts";
import {
  searchPagePath,
  sourcesPagePath,
  statusPagePath,
  storyPagePattern,
  todayPagePattern,
} from "../shared/sitePaths.ts";

/**
 * The screens outside the manifest; the entry points hand this list to `App`, as they hand
 * it the layouts. Each page's module declares the rest (screen, queries, title, status,
 * feeds) and is loaded on demand. A new page is its module and a line here (and, if the
 * server resolves data for it, a case of `BuiltInPageData` and a route in the server).
 */
export const builtInPages: readonly BuiltInPage[] = [
  {
    name: "story",
    path: storyPagePattern,
    load: () => import("./StoryPage.tsx").then((m) => m.storyScreen),
  },
  {
    name: "search",
    path: searchPagePath,
    caseSensitive: true,
    load: () => import("./SearchPage.tsx").then((m) => m.searchScreen),
  },
  {
    name: "today",
    path: todayPagePattern,
    load: () => import("./TodayPage.tsx").then((m) => m.todayScreen),
  },
  {
    name: "status",
    path: statusPagePath,
    caseSensitive: true,
    load: () => import("./StatusPage.tsx").then((m) => m.statusScreen),
  },
  {
    name: "sources",
    path: sourcesPagePath,
    caseSensitive: true,
    load: () => import("./SourcesPage.tsx").then((m) => m.sourcesScreen),
  },
  {
    name: "show",
    path: showPagePattern,
    caseSensitive: true,
    load: () => import("./PodcastShowPage.tsx").then((m) => m.podcastShowScreen),
  },
  {
    name: "episode",
    path: episodePagePattern,
    caseSensitive: true,
    load: () => import("./PodcastEpisodePage.tsx").then((m) => m.podcastEpisodeScreen),
  },
];
