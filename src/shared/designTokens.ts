/**
 * The design tokens' names, by group: each is a CSS custom property (`color` + `accentDark`
 * is `--color-accent-dark`) that components reference (`theme.color.ink` in src/theme.ts is
 * `var(--color-ink)`). The values are the server's, in every page's head
 * (themeStyles.ts): light (lightTokens.ts) and dark (darkTokens.ts). So a value changes in
 * one place, the browser, not JavaScript, resolves it, and the browser's bundle carries
 * the names only.
 */
export const tokenNames = {
  color: [
    "ink",
    "muted",
    "rule",
    "paper",
    "wash",
    "accent",
    "accentDark",
    "link",
    "focus",
    "error",
    "inkSoft",
    "panel",
    "onPanel",
    "panelHover",
    "onDark",
    "onDarkMuted",
    "accentOnDark",
    "disabledOnDark",
    "accentFill",
    "onAccent",
    "night",
    "scrim",
    "scrimFaint",
    "imageSurface",
    "warning",
    "warningWash",
  ],
  shadow: ["dropdown", "panel"],
  font: ["serif", "sans"],
  size: ["pageWidth"],
} as const;

export type TokenGroup = keyof typeof tokenNames;
export type TokenName<G extends TokenGroup> = (typeof tokenNames)[G][number];

/** A value for every token of some groups (the type requires each one). */
export type TokenValues<G extends TokenGroup> = { [K in G]: Record<TokenName<K>, string> };

/** `color` + `accentDark` -> `--color-accent-dark`. */
export const propertyName = (group: TokenGroup, name: string) =>
  `--${group}-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * The placeholder picture's marks, drawn in a data-URL SVG that cannot read a custom
 * property: a translucent grey that reads on the image surface of either theme.
 */
export const placeholderMark = "rgb(128 134 146 / 0.45)";
