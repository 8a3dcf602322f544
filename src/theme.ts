import { createGlobalStyle } from "styled-components";

/**
 * Design tokens, defined once. Each is a CSS custom property declared on `:root` by
 * GlobalStyle; `theme` hands components the references (`theme.color.ink` is
 * `var(--color-ink)`), so a value changes in one place and the browser, not JavaScript,
 * resolves it.
 */
const tokens = {
  color: {
    ink: "#14161a",
    muted: "#5a606b",
    rule: "#dde0e5",
    paper: "#ffffff",
    wash: "#f4f5f7",
    accent: "#b3121b",
    accentDark: "#8a0d14",
    link: "#0b4f8a",
    focus: "#1a73e8",
    error: "#b3121b",
    /** Body text a step softer than ink (summaries). */
    inkSoft: "#3a3f47",
    /** Text on the dark footer and panels (background: ink or night). */
    onDark: "#e9ebef",
    onDarkMuted: "#b9bec8",
    /** The accent lightened enough to read on a dark panel. */
    accentOnDark: "#ff9ea3",
    /** A disabled control on a dark panel. */
    disabledOnDark: "#4a4f59",
    /** Behind video and stream frames. */
    night: "#0d0f14",
    warning: "#c98a00",
    warningWash: "#fff6e0",
  },
  shadow: {
    /** Dropdowns that hang from a control (sort menu, header search). */
    dropdown: "0 8px 20px rgb(0 0 0 / 0.12)",
    /** Panels that slide over the page (menu, search results, second-nav groups). */
    panel: "0 12px 24px rgb(0 0 0 / 0.12)",
  },
  font: {
    serif: 'Georgia, "Times New Roman", Times, serif',
    sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  size: {
    pageWidth: "1240px",
  },
} as const;

type TokenGroup = keyof typeof tokens;

/** `color` + `accentDark` -> `--color-accent-dark`. */
const propertyName = (group: TokenGroup, name: string) =>
  `--${group}-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** One group's references: every name mapped to `var(--group-name)`. */
function references<G extends TokenGroup>(group: G): { [N in keyof (typeof tokens)[G]]: string } {
  return Object.fromEntries(
    Object.keys(tokens[group]).map((name) => [name, `var(${propertyName(group, name)})`]),
  ) as { [N in keyof (typeof tokens)[G]]: string };
}

/** Every token as a declaration, for `:root`. */
const declarations = (Object.keys(tokens) as TokenGroup[])
  .flatMap((group) =>
    Object.entries(tokens[group]).map(([name, value]) => `${propertyName(group, name)}: ${value};`),
  )
  .join("\n");

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
  :root {
    ${declarations}
  }
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
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;

/** The tokens' values, for build steps that write colours outside CSS (the web app manifest). */
export const tokenValues = tokens;
