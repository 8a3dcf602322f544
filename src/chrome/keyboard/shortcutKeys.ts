/**
 * The keys of every shortcut (`KeyboardEvent.key` values), defined once: the handler
 * matches them and the dialog lists them. `home` is a sequence: `g`, then `h`.
 */
export const SHORTCUT_KEYS = {
  next: "j",
  previous: "k",
  open: "o",
  search: "/",
  help: "?",
  /** Play or pause the site-wide player (issue 46), when something is loaded in it. */
  playPause: "p",
  home: ["g", "h"],
} as const;

/** How long after `g` an `h` still completes "go home". */
export const SEQUENCE_MS = 1500;
