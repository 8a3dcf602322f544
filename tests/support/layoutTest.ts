import { afterEach, beforeEach, vi } from "vitest";

/** The fixed "now" of layout tests. */
const TEST_NOW = new Date("2025-07-01T12:00:00Z");

/**
 * Per-test set-up for screens: a pinned clock (Date only, so react-query's timers
 * still run), a stubbed window.scrollTo (jsdom has none), and clean globals after.
 */
export function setUpLayoutTests() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW });
    vi.stubGlobal("scrollTo", vi.fn());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
