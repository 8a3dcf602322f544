/** How long a story has run, in the largest unit that fits (see StoryPage's storySpan). */
export type SpanUnit = "minute" | "hour" | "day";

/** The texts of issue 11's story features (not in the spec), defined once. */
export const STORY_TEXT = {
  /** The card link. */
  sources: (count: number) => `${count} sources`,
  /** Its accessible name. */
  sourcesLabel: (count: number) => `See all ${count} sources covering this story`,
  coverage: "Full Coverage",
  publishers: (count: number) => (count === 1 ? "1 publisher" : `${count} publishers`),
  /** Opens the line under the headline, before the words that tie its reports. */
  groupedBy: "Grouped by",
  /** Between those words ("Meridale, floods"). */
  termSeparator: ", ",
  /** From the first report to the latest. */
  span: (count: number, unit: SpanUnit) => `over ${count} ${unit}${count === 1 ? "" : "s"}`,
  firstReported: "First reported",
  latest: "Latest",
  articles: "Every publisher's article",
  /** The reports day by day, newest first. */
  days: "Day by day",
  firstSeen: "first seen",
  loading: "Loading story...",
  failed: "Failed to load this story. Please try again later.",
} as const;
