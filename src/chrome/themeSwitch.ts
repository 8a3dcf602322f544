import { type ThemeChoice, themeChoices, themeCookie } from "../shared/themeChoice.ts";

/**
 * Moves to the choice after `current` and applies it at once: `data-theme` on the
 * document (whose rules are in every page's head, themeStyles.ts; "system" matches none,
 * so the OS's applies) and the cookie, which each next page's head script reads before
 * its first paint.
 */
export function switchTheme(current: ThemeChoice): ThemeChoice {
  const next = themeChoices[(themeChoices.indexOf(current) + 1) % themeChoices.length] ?? "system";
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie; the Cookie Store API is not in every browser we serve.
  document.cookie = themeCookie(next);
  document.documentElement.dataset.theme = next;
  return next;
}
