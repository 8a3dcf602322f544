import { darkTokens } from "./darkTokens.ts";
import { propertyName, type TokenGroup } from "./designTokens.ts";
import { lightTokens } from "./lightTokens.ts";
import { storedChoicePattern, type ThemeChoice } from "./themeChoice.ts";

/** Some groups' values as declarations (`--color-ink:#14161a;`), for a rule's block. */
const declarations = (groups: Partial<Record<TokenGroup, Record<string, string>>>) =>
  Object.entries(groups)
    .flatMap(([group, values]) =>
      Object.entries(values ?? {}).map(
        ([name, value]) => `${propertyName(group as TokenGroup, name)}:${value};`,
      ),
    )
    .join("");

const light = `${declarations({ color: lightTokens.color, shadow: lightTokens.shadow })}color-scheme:light;`;
const dark = `${declarations(darkTokens)}color-scheme:dark;`;

/**
 * Both themes, in every page's head (the cached HTML) and with no JavaScript: every token
 * light on `:root`; dark with the OS in dark mode unless the page is set light, and when
 * the theme button sets it dark. The themed rules carry two conditions (0,2,0), so they
 * beat `:root` (0,1,0).
 */
export const themeRules = [
  `:root{${declarations(lightTokens)}}`,
  `@media (prefers-color-scheme:dark){:root:not([data-theme="light"]){${dark}}}`,
  `:root[data-theme="dark"]{${dark}}`,
  `:root[data-theme="light"]{color-scheme:light;}`,
].join("");

/**
 * What the legacy `/theme.css` answers for a stored choice (for pages cached from before
 * the inline script, which linked it): the chosen theme while the page has no `data-theme`. It came
 * after the head's rules, with the same specificity, so it beat the media query.
 */
export function chosenThemeRules(choice: ThemeChoice): string {
  if (choice === "system") return "";
  return `:root:not([data-theme]){${choice === "dark" ? dark : light}}`;
}

/**
 * Applies the stored choice before the body is parsed, so before the first paint: the
 * cookie's value as `data-theme` on `<html>`, which `themeRules` already style. Inline,
 * so no request delays the paint; the CSP allows exactly this text by its hash
 * (securityHeaders.ts). A block, so its `const` leaks no global.
 */
export const themeScript = `{const m=/${storedChoicePattern.source}/.exec(document.cookie);if(m)document.documentElement.dataset.theme=m[1]}`;

/**
 * The head of every page the server sends: both themes, then the stored choice. Nothing
 * to fetch, and the same bytes for every reader (the page cache never splits per cookie).
 * With JavaScript off the OS's theme applies, whatever was stored.
 */
export const themeHeadTags = `<style>${themeRules}</style><script>${themeScript}</script>`;
