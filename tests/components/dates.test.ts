import { describe, expect, it } from "vitest";
import { formatFullDate, formatShortDate, ordinal } from "../../src/components/dates.ts";

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
});
