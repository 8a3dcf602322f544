/**
 * The reader's theme choice, kept in a cookie so that the server's theme stylesheet
 * (`/theme.css`) applies it before the first paint: `theme=light|dark`; no cookie means
 * "system" (follow `prefers-color-scheme`). Read by the server and the theme button alike.
 */
export const themeChoices = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const themeCookieName = "theme";

/** The stylesheet the server answers from the cookie; pages link it, so they never vary. */
export const themeStylesheetPath = "/theme.css";

const storedChoice = new RegExp(`(?:^|;)\\s*${themeCookieName}=(light|dark)\\s*(?:;|$)`);

/**
 * The choice a `Cookie` header (or `document.cookie`) carries. One name with two values:
 * a pattern, where a cookie library would add half a kilobyte to the browser's bundle.
 */
export function themeChoiceOf(cookies: string | undefined): ThemeChoice {
  const value = storedChoice.exec(cookies ?? "")?.[1];
  return value === "light" || value === "dark" ? value : "system";
}

/** The `Set-Cookie`/`document.cookie` line that stores a choice (system: removes it), for a year. */
export function themeCookie(choice: ThemeChoice): string {
  const attributes = "Path=/; SameSite=Lax";
  return choice === "system"
    ? `${themeCookieName}=; Max-Age=0; ${attributes}`
    : `${themeCookieName}=${choice}; Max-Age=31536000; ${attributes}`;
}
