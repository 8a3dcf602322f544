/**
 * The installed app and the offline page (issue 26). Apart from `TEXT`: no page's bundle
 * carries them; the build writes them into the offline page, one per language.
 */
export const OFFLINE_TEXT = {
  /** The app's name under its icon, where the site's title does not fit. */
  appShortName: "Maverick",
  heading: "You are offline",
  explanation: "This page is not saved on this device.",
  retry: "Try again",
  savedHeading: "Saved pages",
  noneSaved: "None yet: pages you open online are kept here.",
} as const;
