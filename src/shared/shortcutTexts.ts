/**
 * The keyboard shortcuts' dialog (`?`): its title and what each shortcut does. Apart from
 * `TEXT`: in English they travel with the shortcuts' own chunk, loaded after hydration.
 */
export const SHORTCUT_TEXT = {
  title: "Keyboard shortcuts",
  close: "Close",
  or: "or",
  followedBy: "then",
  next: "Next article",
  previous: "Previous article",
  open: "Open the article in a new tab",
  search: "Search",
  home: "Go to the front page",
  help: "Show this list",
  playPause: "Play or pause the podcast player",
  /** Key names shown beside the shortcuts that use them. */
  enterKey: "Enter",
  escapeKey: "Esc",
} as const;
