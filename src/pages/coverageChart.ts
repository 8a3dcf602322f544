import type { PublisherKind } from "../shared/sourcesConfig.ts";
import type { StoryCoverage } from "../shared/story.ts";
import { theme } from "../theme.ts";

/**
 * The geometry of a story's coverage chart (issue 38), in CSS pixels down and per cent
 * across: the chart is as wide as its column, and its text keeps its size at any width.
 */
export const chartGeometry = {
  /** A group's heading's baseline, from the group's top. */
  headingBaseline: 14,
  /** Below the heading, the first row. */
  headingGap: 10,
  /** A row: its label's baseline, its bar's top, its bar's height, the row's height. */
  labelBaseline: 13,
  barTop: 18,
  barHeight: 10,
  rowHeight: 36,
  /** Between the two groups. */
  groupGap: 12,
  /** Past this many countries, the rest show as one bar. */
  maxCountryBars: 8,
} as const;

/** A bar's colour for each kind of outlet: theme tokens, so light and dark both read. */
export const kindTones: Record<PublisherKind, string> = {
  public: theme.color.link,
  state: theme.color.warning,
  private: theme.color.accent,
  nonprofit: theme.color.focus,
  agency: theme.color.inkSoft,
};

export const countryTone = theme.color.link;

export interface ChartBar {
  key: string;
  label: string;
  count: number;
  tone: string;
}

export interface PlacedBar extends ChartBar {
  labelY: number;
  barY: number;
  /** Per cent of the chart's width: the bar's share of the reports it counts. */
  width: number;
}

export interface PlacedGroup {
  heading: string;
  headingY: number;
  bars: PlacedBar[];
}

/**
 * Places groups of bars one under the other; each bar is as long as its share of `total`
 * reports (every report with a known publisher has one country and one kind, so each
 * group's bars add up to the whole width).
 */
export function layoutChart(
  groups: readonly { heading: string; bars: readonly ChartBar[] }[],
  total: number,
): { height: number; groups: PlacedGroup[] } {
  const g = chartGeometry;
  let y = 0;
  const placed = groups.map(({ heading, bars }, i) => {
    if (i > 0) y += g.groupGap;
    const headingY = y + g.headingBaseline;
    y += g.headingBaseline + g.headingGap;
    const rows = bars.map((bar) => {
      const row = {
        ...bar,
        labelY: y + g.labelBaseline,
        barY: y + g.barTop,
        width: total > 0 ? Math.round((1000 * bar.count) / total) / 10 : 0,
      };
      y += g.rowHeight;
      return row;
    });
    return { heading, headingY, bars: rows };
  });
  return { height: y, groups: placed };
}

/**
 * The countries a chart shows as bars: the largest first, those past `maxCountryBars`
 * together as one `other` bar (the list beside the chart names each).
 */
export function countryBars(
  countries: StoryCoverage["countries"],
  nameOf: (code: string) => string,
  other: string,
): ChartBar[] {
  const max = chartGeometry.maxCountryBars;
  const shown = countries.length > max ? countries.slice(0, max - 1) : countries;
  const bars = shown.map(({ code, count }) => ({
    key: code,
    label: nameOf(code),
    count,
    tone: countryTone,
  }));
  const rest = countries.slice(shown.length).reduce((sum, { count }) => sum + count, 0);
  if (rest > 0) bars.push({ key: "other", label: other, count: rest, tone: theme.color.muted });
  return bars;
}

// Shared with the day's briefing, which the server resolves (issue 50).
export { blindSpots, displayName, knownReports } from "../shared/blindSpots.ts";
