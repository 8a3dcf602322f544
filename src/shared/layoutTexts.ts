/**
 * Labels of the layouts' own regions and notes, apart from `TEXT`: in English they travel
 * with the layouts that show them (`useLayoutTexts`), not in every page's bundle.
 */
export const LAYOUT_TEXT = {
  unknownAuthor: "Unknown Author",
  noArticles: "No articles available",
  recentPost: "Recent Post",
  popularTag: "Popular Tag",
  untitledRecipe: "Untitled Recipe",
  unknownDate: "Unknown Date",
  search: "Search",
  /** The sports sidebar's search box's name. */
  searchRecentPosts: "Search recent posts by title",
  latestHealthNews: "Latest Health News",
  healthAndDiet: "Health & Diet",
  newRecipes: "New Recipes",
  episodeNoOne: "Episode No 1",
  listenNow: "Listen Now",
  nowPlaying: "Now playing",
  latestEpisodes: "Latest Episodes",
  allBlogs: "All Blogs",
  /** The live page's warning above the stream (the spec names it; the wording is ours). */
  seizureWarning:
    "Warning: this stream may contain flashing lights and fast-moving images that can trigger seizures in people with photosensitive epilepsy. Viewer discretion is advised.",
  readFurther: "Read further here",
  readMoreArrow: "Read more →",
  readMoreLower: "Read more",
  topStories: "Top stories",
  moreTopStories: "More top stories",
  moreStories: "More stories",
  furtherStories: "Further stories",
  moreFromKitchen: "More from the kitchen",
  inPictures: "In pictures",
  more: (title: string) => `More ${title}`,
  moreFrom: (title: string) => `More from ${title}`,
  moreIn: (title: string) => `More in ${title}`,
  stories: (title: string) => `${title} stories`,
  liveStream: (title: string) => `${title}: live stream`,
  /** Who presents the live programme on air now. */
  withHost: (host: string) => `with ${host}`,
  /** The podcast grid's heading: the chosen category's podcasts. */
  podcastsOf: (category: string) => `${category} podcasts`,
  newsFromStudio: "News from the studio",
  dining: "Dining",
  podcastCategories: "Podcast categories",
  noRecording: "No recording of this episode is available yet.",
  tags: "Tags",
  noPostsMatch: "No posts match your search.",
  pages: (label: string) => `${label} pages`,
  pause: "Pause",
} as const;
