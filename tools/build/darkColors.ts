import { tokenValues } from "../../src/theme.ts";

const { color } = tokenValues;

/**
 * The dark scheme of what the build writes outside the app's CSS (the theme-color meta, the
 * manifest's neighbours, the offline page), taken from the existing tokens for dark panels.
 * When the dark theme's own tokens land (issue 25), point these at them.
 */
export const darkColors = {
  paper: color.night,
  ink: color.onDark,
  muted: color.onDarkMuted,
  rule: color.disabledOnDark,
  link: color.accentOnDark,
  accent: color.accentOnDark,
};
