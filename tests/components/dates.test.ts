import { describe, expect, it } from "vitest";
import {
  dateTimeAttribute,
  formatFullDate,
  formatShortDate,
  ordinal,
} from "../../src/components/dates.ts";

describe("dates", () => {
  it("formats lead dates like 'Jun 12th, 2025' and 'Mar 3rd, 2025'", () => {
    expect(formatShortDate("2025-06-12T09:30:00Z")).toBe("Jun 12th, 2025");
    expect(formatShortDate("2025-03-03T09:30:00Z")).toBe("Mar 3rd, 2025");
    expect(formatShortDate("2025-05-01T09:30:00Z")).toBe("May 1st, 2025");
    expect(formatShortDate("2025-05-22T09:30:00Z")).toBe("May 22nd, 2025");
  });
  it("uses the English ordinal suffixes, teens included", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "31st",
    ]);
  });
  it("formats the full published date", () => {
    expect(formatFullDate("2025-06-12T15:45:00Z")).toBe("Thursday, June 12, 2025 at 3:45 PM");
  });
  it("returns null for a missing or unparseable date", () => {
    expect(formatShortDate(null)).toBeNull();
    expect(formatShortDate("not a date")).toBeNull();
    expect(formatFullDate(undefined)).toBeNull();
  });
  it("writes exactly what Intl's en-US formats write, in UTC and in a local zone with DST", () => {
    const zoneBefore = process.env.TZ;
    // Node applies a new TZ at once: local getters and Intl below both use New York time.
    process.env.TZ = "America/New_York";
    try {
      const formats = (["utc", "local"] as const).map((zone) => {
        const timeZone = zone === "utc" ? { timeZone: "UTC" } : {};
        return {
          zone,
          short: new Intl.DateTimeFormat("en-US", {
            month: "short",
            day: "numeric",
            year: "numeric",
            ...timeZone,
          }),
          full: new Intl.DateTimeFormat("en-US", {
            dateStyle: "full",
            timeStyle: "short",
            ...timeZone,
          }),
        };
      });
      // Every hour (less a second, so minutes vary) of a leap year and two more months.
      const end = Date.parse("2025-03-01T00:00:00Z");
      for (let t = Date.parse("2024-01-01T00:00:00Z"); t < end; t += 3_599_000) {
        const date = new Date(t);
        const iso = date.toISOString();
        for (const { zone, short, full } of formats) {
          const parts = Object.fromEntries(
            short.formatToParts(date).map((part) => [part.type, part.value]),
          );
          expect(formatShortDate(iso, zone)).toBe(
            `${parts.month} ${ordinal(Number(parts.day))}, ${parts.year}`,
          );
          // ICU versions differ on the space before AM/PM (U+202F or U+0020): the spec's is a space.
          expect(formatFullDate(iso, zone)).toBe(full.format(date).replace(/\u202f/g, " "));
        }
      }
    } finally {
      process.env.TZ = zoneBefore;
    }
  });
  it("keeps the time element's value machine-readable", () => {
    expect(dateTimeAttribute("2025-06-12T15:45:00+02:00")).toBe("2025-06-12T13:45:00.000Z");
    expect(dateTimeAttribute("nonsense")).toBeUndefined();
  });
});
