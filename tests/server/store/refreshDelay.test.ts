/** The delay before a source's next refresh. */
import { describe, expect, it } from "vitest";
import { maxRefreshDelayMs, refreshDelay } from "../../../src/server/store/refreshDelay.ts";

describe("refreshDelay", () => {
  const base = { intervalMs: 600_000, jitter: 0.1, random: 0.5 };

  it("is the interval while the source answers, with jitter either way", () => {
    expect(refreshDelay({ ...base, consecutiveFailures: 0 })).toBe(600_000);
    expect(refreshDelay({ ...base, consecutiveFailures: 0, random: 0 })).toBe(540_000);
    expect(refreshDelay({ ...base, consecutiveFailures: 0, random: 0.999_999 })).toBeCloseTo(
      660_000,
      -1,
    );
  });

  it("doubles with each failure in a row, up to 6 hours", () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 60].map((consecutiveFailures) =>
      refreshDelay({ ...base, consecutiveFailures }),
    );
    expect(delays.map((ms) => ms / 60_000)).toEqual([10, 20, 40, 80, 160, 320, 360, 360]);
    expect(refreshDelay({ ...base, consecutiveFailures: 40, random: 0.999 })).toBe(
      maxRefreshDelayMs,
    );
  });

  it("lets Retry-After lengthen the wait, but not past the cap", () => {
    expect(refreshDelay({ ...base, consecutiveFailures: 1, retryAfterMs: 3_600_000 })).toBe(
      3_600_000,
    );
    expect(refreshDelay({ ...base, consecutiveFailures: 1, retryAfterMs: 60_000 })).toBe(600_000);
    expect(refreshDelay({ ...base, consecutiveFailures: 1, retryAfterMs: 99 * 3_600_000 })).toBe(
      maxRefreshDelayMs,
    );
  });
});
