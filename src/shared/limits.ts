/** The spec's "Business constants and limits", defined once. */
export const LIMITS = {
  allNewsPageSize: 4,
  leadDescription: 300,
  foodDescription: 150,
  cardDescription: 100,
  latestNewsCollapsed: 4,
  latestGridCollapsed: 3,
  liveEpisodesCollapsed: 4,
  liveNewsCollapsed: 2,
} as const;
