import { createGlobalStyle } from "styled-components";
import {
  propertyName,
  type TokenGroup,
  type TokenName,
  tokenNames,
} from "./shared/designTokens.ts";

/** One group's references: every name mapped to `var(--group-name)`. */
function references<G extends TokenGroup>(group: G) {
  return Object.fromEntries(
    tokenNames[group].map((name) => [name, `var(${propertyName(group, name)})`]),
  ) as Record<TokenName<G>, string>;
}

/**
 * Design tokens (src/shared/designTokens.ts) for components: `theme.color.ink` is
 * `var(--color-ink)`. The server declares their values, light and dark, in every page's
 * head (src/shared/themeStyles.ts): the bundle carries no value.
 */
export const theme = {
  color: references("color"),
  shadow: references("shadow"),
  font: references("font"),
  pageWidth: references("size").pageWidth,
  /**
   * Media queries (custom properties cannot name a breakpoint): mobile first; `wide` is
   * where desktop navigation and columns start.
   */
  media: {
    /** Two columns of cards fit from here. */
    medium: "@media (min-width: 640px)",
    wide: "@media (min-width: 900px)",
    narrow: "@media (max-width: 899.98px)",
    hover: "@media (hover: hover) and (pointer: fine)",
  },
} as const;

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font.sans};
    color: ${theme.color.ink};
    background: ${theme.color.paper};
    line-height: 1.5;
    overflow-x: hidden;
  }
  img { max-width: 100%; display: block; }
  a { color: inherit; }
  button { font: inherit; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  /* The section bar's end fade, gone as its row reaches the end (chrome/SecondNav.tsx). */
  @keyframes section-bar-end { 90% { opacity: 1; } to { opacity: 0; } }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
