/**
 * The site-wide player's texts (issue 46): accessible names, the speed, queue and sleep
 * timer, live and failure notes. Apart from `TEXT`: in English they travel with the
 * player's own chunk, loaded when playback starts.
 */
export const PLAYER_TEXT = {
  region: "Audio player",
  play: "Play",
  pause: "Pause",
  back: "Back 10 seconds",
  forward: "Forward 30 seconds",
  seek: "Seek",
  speed: "Playback speed",
  upNext: "Up Next",
  upNextEmpty: "Nothing queued",
  addToQueue: "Add to Up Next",
  removeFromQueue: "Remove from Up Next",
  playNext: "Play next",
  sleep: "Sleep timer",
  sleepOff: "Off",
  sleepEnd: "End of episode",
  minutes: (count: number) => `${count} minutes`,
  chapter: "Chapter",
  live: "Live",
  close: "Close player",
  failed: "This stream or recording could not be played.",
  needsConnection: "Live radio needs a connection.",
  /** The seek slider's spoken value: '4 minutes, 3 seconds'. */
  hours: (count: number) => (count === 1 ? "1 hour" : `${count} hours`),
  minutesOf: (count: number) => (count === 1 ? "1 minute" : `${count} minutes`),
  seconds: (count: number) => (count === 1 ? "1 second" : `${count} seconds`),
  of: "of",
} as const;
