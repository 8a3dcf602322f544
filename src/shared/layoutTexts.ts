/**
 * Labels of the layouts' own regions and notes, apart from `TEXT`: in English they travel
 * with the layouts that show them (`useLayoutTexts`), not in every page's bundle.
 */
export const LAYOUT_TEXT = {
  topStories: "Top stories",
  moreTopStories: "More top stories",
  moreStories: "More stories",
  furtherStories: "Further stories",
  moreFromKitchen: "More from the kitchen",
  inPictures: "In pictures",
  more: (title: string) => `More ${title}`,
  moreFrom: (title: string) => `More from ${title}`,
  stories: (title: string) => `${title} stories`,
  liveStream: (title: string) => `${title}: live stream`,
  newsFromStudio: "News from the studio",
  dining: "Dining",
  podcastCategories: "Podcast categories",
  noRecording: "No recording of this episode is available yet.",
  tags: "Tags",
  noPostsMatch: "No posts match your search.",
  pages: (label: string) => `${label} pages`,
  pause: "Pause",
} as const;
