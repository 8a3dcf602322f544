import { sampleImageLabels } from "./sampleImages.ts";

/**
 * Every user-facing text the spec fixes (loading texts, fallbacks, the error
 * catalogue), defined once. Layouts and tests import them from here.
 */
export const TEXT = {
  loading: "Loading...",
  /** The title and heading of a path that is no page (a 404). */
  pageNotFound: "Page not found",
  loadingNews: "Loading news...",
  noNews: "No news available.",
  noTitle: "No title available",
  noDescription: "No description available.",
  noDate: "Date not available",
  readMore: "Read More",
  showMore: "Show More",
  showLess: "Show Less",
  newsUpdate: "News Update",
  latestNews: "Latest News",
  trending: "Trending",
  allNews: "All News",
  sortBy: "Sort by",
  /** The All News sort menu's options, by option (spec: New, Old, Popular, Trending). */
  sortOptions: { New: "New", Old: "Old", Popular: "Popular", Trending: "Trending" },
  previous: "Previous",
  next: "Next",
  /** The All News pager's position (spec: 'Page X of Y'). */
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  defaultCategory: "General",
  paidContent: "Paid content",
  /** Creator fallback on the World news front page. */
  worldNewsCreator: "World news",
  /** A bundled sample image's caption ('Sample image · Africa'), by image family. */
  sampleImage: {
    caption: (label: string) => `Sample image · ${label}`,
    labels: sampleImageLabels,
  },
  /** The spec's Error catalogue. */
  error: {
    asiaLeadList: "Failed to fetch news.",
    newsUpdate: "Failed to fetch news. Please try again later.",
    asiaGrid: "Failed to load news. Please try again later.",
    worldNewsPrefix: "Error loading news: ",
    allNewsLog: "Error fetching news:",
  },
  /** The chrome's own texts (header, menus, footer, skip link). */
  chrome: {
    /** The day's top stories (issue 50): the menu's entry and the home page's link to it. */
    today: "Today",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menu: "Menu",
    siteMenu: "Site menu",
    searchSections: "Search sections",
    matchingSections: "Matching sections",
    noResults: "No results found",
    searchArticlesFor: (text: string) => `Search articles for '${text}'`,
    sections: "Sections",
    footer: "Footer",
    allRightsReserved: "All rights reserved.",
    skipToContent: "Skip to content",
    byAuthor: (author: string) => `By ${author}`,
    notFoundBody:
      "The page you asked for does not exist or has moved. Try the menu or search above.",
    goHome: "Go to the front page",
    sampleNotice: "Showing sample headlines: live publisher feeds are not reachable right now.",
  },
  /** The language menu behind the header's edition button. */
  language: {
    /** The edition button's accessible name (it shows the language's code, "EN"). */
    edition: "EN: English edition",
    menu: "Language",
  },
  /** The header's theme button: its name says the current choice; a press moves to the next. */
  theme: {
    system: "Theme: system (as your device)",
    light: "Theme: light",
    dark: "Theme: dark",
  },
} as const;
