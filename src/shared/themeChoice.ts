/**
 * The reader's theme choice, kept in a cookie: `theme=light|dark`; no cookie means
 * "system" (follow `prefers-color-scheme`). Every page's head carries a tiny inline script
 * (themeStyles.ts) that reads it before the body paints, so pages stay one HTML for every
 * reader. Read by that script, the server's legacy `/theme.css` and the theme button alike.
 */
export const themeChoices = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const themeCookieName = "theme";

/**
 * The stylesheet pages linked before the inline script (render-blocking: one more round
 * trip before the first paint). No page links it now; the server still answers it for
 * pages cached before (shared caches, service workers).
 */
export const themeStylesheetPath = "/theme.css";

/** The stored choice in a `Cookie` header or `document.cookie`; the head's script uses its source. */
export const storedChoicePattern = new RegExp(
  `(?:^|;)\\s*${themeCookieName}=(light|dark)\\s*(?:;|$)`,
);

/**
 * The choice a `Cookie` header (or `document.cookie`) carries. One name with two values:
 * a pattern, where a cookie library would add half a kilobyte to the browser's bundle.
 */
export function themeChoiceOf(cookies: string | undefined): ThemeChoice {
  const value = storedChoicePattern.exec(cookies ?? "")?.[1];
  return value === "light" || value === "dark" ? value : "system";
}

/** The `Set-Cookie`/`document.cookie` line that stores a choice (system: removes it), for a year. */
export function themeCookie(choice: ThemeChoice): string {
  const attributes = "Path=/; SameSite=Lax";
  return choice === "system"
    ? `${themeCookieName}=; Max-Age=0; ${attributes}`
    : `${themeCookieName}=${choice}; Max-Age=31536000; ${attributes}`;
}
