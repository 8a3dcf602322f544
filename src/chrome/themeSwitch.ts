import {
  type ThemeChoice,
  themeChoiceOf,
  themeChoices,
  themeCookie,
} from "../shared/themeChoice.ts";

/** The choice the reader stored (its cookie). */
export const storedTheme = () => themeChoiceOf(document.cookie);

/**
 * Moves to the choice after `current` and applies it at once: `data-theme` on the
 * document (whose rules, themeStyles.ts, beat the stylesheet the page was loaded with) and
 * the cookie, which the server's `/theme.css` reads for the pages to come.
 */
export function switchTheme(current: ThemeChoice): ThemeChoice {
  const next = themeChoices[(themeChoices.indexOf(current) + 1) % themeChoices.length] ?? "system";
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie; the Cookie Store API is not in every browser we serve.
  document.cookie = themeCookie(next);
  document.documentElement.dataset.theme = next;
  return next;
}
