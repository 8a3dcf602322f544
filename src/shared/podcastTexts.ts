/**
 * The show and episode pages' texts (issue 46), apart from `TEXT`: in English they travel
 * with those pages' chunks (`usePodcastTexts`).
 */
export const PODCAST_TEXT = {
  kicker: "Podcast",
  episodes: "Episodes",
  /** The list's count: '20 episodes'. */
  episodeCount: (count: number) => (count === 1 ? "1 episode" : `${count} episodes`),
  noEpisodes: "This show's feed has not answered yet: no episodes to list.",
  /** A running time in whole minutes: '42 min'. */
  duration: (minutes: number) => `${minutes} min`,
  play: "Play",
  /** The play button's accessible name: 'Play <episode title>'. */
  playEpisode: (title: string) => `Play ${title}`,
  pages: "Pages of episodes",
  previous: "Newer episodes",
  next: "Older episodes",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  showNotes: "Show notes",
  chapters: "Chapters",
  transcript: "Transcript",
  /** A transcript line's or chapter's button: 'Play from 4:03'. */
  playFrom: (time: string) => `Play from ${time}`,
  noTranscript: "This episode has no transcript.",
  transcriptFailed: "The transcript could not be read.",
  allEpisodes: "All episodes of the show",
  loading: "Loading...",
  failed: "This could not be loaded. Please try again later.",
} as const;
