import { darkTokens } from "./darkTokens.ts";
import { propertyName, type TokenGroup } from "./designTokens.ts";
import { lightTokens } from "./lightTokens.ts";
import { type ThemeChoice, themeStylesheetPath } from "./themeChoice.ts";

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
 * What `/theme.css` answers for a stored choice: the chosen theme while the page has no
 * `data-theme` (the theme button sets one when it changes the choice without a reload).
 * It comes after the head's rules, with the same specificity, so it beats the media query.
 */
export function chosenThemeRules(choice: ThemeChoice): string {
  if (choice === "system") return "";
  return `:root:not([data-theme]){${choice === "dark" ? dark : light}}`;
}

/**
 * The head of every page the server sends: the themes, then the reader's choice
 * (render-blocking, so the first paint has it; the HTML is the same for every reader).
 */
export const themeHeadTags = `<style>${themeRules}</style><link rel="stylesheet" href="${themeStylesheetPath}">`;
