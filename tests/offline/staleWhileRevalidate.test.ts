import { describe, expect, it } from "vitest";
import { withinStaleWindow } from "../../src/offline/staleWhileRevalidate.ts";

const pageCacheControl =
  "public, max-age=0, s-maxage=300, stale-while-revalidate=300, stale-if-error=86400";
const date = "Tue, 24 Nov 2026 05:00:00 GMT";
const at = (time: string) => Date.parse(`2026-11-24T${time}Z`);

describe("withinStaleWindow", () => {
  it("shows a kept page at once within its stale-while-revalidate window", () => {
    expect(withinStaleWindow(pageCacheControl, date, at("05:00:00"))).toBe(true);
    expect(withinStaleWindow(pageCacheControl, date, at("05:05:00"))).toBe(true);
  });

  it("not past it", () => {
    expect(withinStaleWindow(pageCacheControl, date, at("05:05:01"))).toBe(false);
    expect(withinStaleWindow(pageCacheControl, date, at("09:00:00"))).toBe(false);
  });

  it("not without a window or a date", () => {
    expect(withinStaleWindow("no-cache", date, at("05:00:00"))).toBe(false);
    expect(withinStaleWindow(pageCacheControl, null, at("05:00:00"))).toBe(false);
    expect(withinStaleWindow(null, date, at("05:00:00"))).toBe(false);
    expect(withinStaleWindow("max-stale-while-revalidate=300", date, at("05:00:00"))).toBe(false);
  });
});
