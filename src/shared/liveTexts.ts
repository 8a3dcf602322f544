/**
 * Live updates (issue 26): the notice of stories newer than the page shows. Apart from
 * `TEXT`: in English they travel with the live updates' chunk, loaded after hydration.
 */
export const LIVE_TEXT = {
  newStory: "1 new story",
  /** `{count}`: how many (2 or more). */
  newStories: "{count} new stories",
} as const;
