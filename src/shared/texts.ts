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
  readMoreLower: "Read more",
  readMoreArrow: "Read more →",
  readFurther: "Read further here",
  showMore: "Show More",
  showLess: "Show Less",
  newsUpdate: "News Update",
  latestNews: "Latest News",
  trending: "Trending",
  allNews: "All News",
  sortBy: "Sort by",
  previous: "Previous",
  next: "Next",
  defaultCategory: "General",
  unknownAuthor: "Unknown Author",
  noArticles: "No articles available",
  recentPost: "Recent Post",
  popularTag: "Popular Tag",
  untitledRecipe: "Untitled Recipe",
  unknownDate: "Unknown Date",
  paidContent: "Paid content",
  /** Creator fallback on the World news front page. */
  worldNewsCreator: "World news",
  /** The spec's Error catalogue. */
  error: {
    asiaLeadList: "Failed to fetch news.",
    newsUpdate: "Failed to fetch news. Please try again later.",
    asiaGrid: "Failed to load news. Please try again later.",
    worldNewsPrefix: "Error loading news: ",
    allNewsLog: "Error fetching news:",
  },
  search: "Search",
  latestHealthNews: "Latest Health News",
  healthAndDiet: "Health & Diet",
  newRecipes: "New Recipes",
  episodeNoOne: "Episode No 1",
  listenNow: "Listen Now",
  nowPlaying: "Now playing",
  latestEpisodes: "Latest Episodes",
  allBlogs: "All Blogs",
  /** Live updates (issue 26): the notice of stories newer than the page shows. */
  live: {
    newStory: "1 new story",
    /** `{count}`: how many (2 or more). */
    newStories: "{count} new stories",
  },
  /** The live page's warning above the stream (the spec names it; the wording is ours). */
  seizureWarning:
    "Warning: this stream may contain flashing lights and fast-moving images that can trigger seizures in people with photosensitive epilepsy. Viewer discretion is advised.",
} as const;
