import type { TokenValues } from "./designTokens.ts";
import { lightTokens } from "./lightTokens.ts";

const light = lightTokens.color;

/**
 * The dark theme: a value for every colour and shadow token (the type requires each one),
 * each text colour at least 4.5:1 on paper and wash (WCAG AA); fonts and sizes stay.
 */
export const darkTokens: TokenValues<"color" | "shadow"> = {
  color: {
    ink: "#e6e8ec",
    muted: "#a2a8b3",
    rule: "#353a43",
    paper: "#121418",
    wash: "#1d2026",
    accent: "#ff858b",
    accentDark: light.accentDark,
    link: "#7fb8f0",
    focus: "#8ab4f8",
    error: "#ff858b",
    inkSoft: "#c5c9d1",
    panel: "#1f2329",
    onPanel: "#f1f2f4",
    panelHover: light.panelHover,
    onDark: light.onDark,
    onDarkMuted: light.onDarkMuted,
    accentOnDark: light.accentOnDark,
    disabledOnDark: light.disabledOnDark,
    accentFill: light.accentFill,
    onAccent: light.onAccent,
    night: light.night,
    scrim: light.scrim,
    scrimFaint: light.scrimFaint,
    imageSurface: "#262a31",
    warning: "#e0a526",
    warningWash: "#2c2514",
  },
  shadow: {
    dropdown: "0 8px 20px rgb(0 0 0 / 0.5)",
    panel: "0 12px 24px rgb(0 0 0 / 0.5)",
  },
};
