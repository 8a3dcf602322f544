import type { TokenValues } from "./designTokens.ts";

/** The light theme, the page's default: every token's value (designTokens.ts). */
export const lightTokens: TokenValues<"color" | "shadow" | "font" | "size"> = {
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
    /** Dark panels in either theme (footer, second navigation, featured episode). */
    panel: "#14161a",
    /** Text and icons on a panel, a video or a scrim. */
    onPanel: "#ffffff",
    /** A hovered control on a panel. */
    panelHover: "rgb(255 255 255 / 0.1)",
    /** Text on the dark footer and panels (background: panel or night). */
    onDark: "#e9ebef",
    onDarkMuted: "#b9bec8",
    /** The accent lightened enough to read on a dark panel. */
    accentOnDark: "#ff9ea3",
    /** A disabled control on a dark panel. */
    disabledOnDark: "#4a4f59",
    /** Buttons and badges filled with the accent (hover: accentDark), and their text. */
    accentFill: "#b3121b",
    onAccent: "#ffffff",
    /** Behind video and stream frames. */
    night: "#0d0f14",
    /** Darkens a picture under text (podcast hero, stream caption). */
    scrim: "rgb(10 12 16 / 0.85)",
    scrimFaint: "rgb(10 12 16 / 0.25)",
    /** Behind every picture: what shows while it loads, where it is transparent or missing. */
    imageSurface: "#e6e8ec",
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
};
