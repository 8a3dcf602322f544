/** The texts of issue 11's story features (not in the spec), defined once. */
export const STORY_TEXT = {
  /** The card link. */
  sources: (count: number) => `${count} sources`,
  /** Its accessible name. */
  sourcesLabel: (count: number) => `See all ${count} sources covering this story`,
  coverage: "Full Coverage",
  publishers: (count: number) => (count === 1 ? "1 publisher" : `${count} publishers`),
  since: "since",
  articles: "Every publisher's article",
  timeline: "Timeline",
  firstSeen: "first seen",
  loading: "Loading story...",
  failed: "Failed to load this story. Please try again later.",
} as const;
