import { describe, expect, it } from "vitest";
import { isPrivateAddress, isPrivateHost } from "../../src/server/feeds/privateNetworks.ts";
import { maxRefreshDelayMs, refreshDelay } from "../../src/server/store/refreshDelay.ts";

describe("isPrivateAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "0.0.0.0",
    "10.1.2.3",
    "100.64.0.1",
    "100.127.255.255",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "::1",
    "::",
    "fd00:ec2::254",
    "fc00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
  ])("refuses %s", (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each([
    "8.8.8.8",
    "100.63.255.255",
    "100.128.0.0",
    "172.15.255.255",
    "172.32.0.0",
    "192.169.0.1",
    "151.101.1.1",
    "2a04:4e42::81",
    "::ffff:8.8.8.8",
    "not an address",
  ])("allows %s", (address) => expect(isPrivateAddress(address)).toBe(false));

  it("trusts a host as private only by its literal address or a localhost name", () => {
    expect(isPrivateHost("127.0.0.1")).toBe(true);
    expect(isPrivateHost("[::1]")).toBe(true);
    expect(isPrivateHost("localhost")).toBe(true);
    expect(isPrivateHost("mirror.localhost")).toBe(true);
    expect(isPrivateHost("feeds.example.com")).toBe(false);
  });
});

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
