import type { BuiltInPage } from "../engine/builtInPage.ts";
import {
  searchPagePath,
  sourcesPagePath,
  statusPagePath,
  storyPagePattern,
  todayDayPattern,
  todayPagePath,
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
    load: async () => (await import("./StoryPage.tsx")).storyScreen,
  },
  {
    name: "search",
    path: searchPagePath,
    caseSensitive: true,
    load: async () => (await import("./SearchPage.tsx")).searchScreen,
  },
  {
    name: "today",
    path: todayPagePath,
    caseSensitive: true,
    load: async () => (await import("./TodayPage.tsx")).todayScreen,
  },
  {
    name: "today",
    path: todayDayPattern,
    caseSensitive: true,
    load: async () => (await import("./TodayPage.tsx")).todayScreen,
  },
  {
    name: "status",
    path: statusPagePath,
    caseSensitive: true,
    load: async () => (await import("./StatusPage.tsx")).statusScreen,
  },
  {
    name: "sources",
    path: sourcesPagePath,
    caseSensitive: true,
    load: async () => (await import("./SourcesPage.tsx")).sourcesScreen,
  },
];
