/** Dates, links and Retry-After as normalizing reads them. */
import { describe, expect, it } from "vitest";
import { canonicalKey, parseFeedDate } from "../../../src/server/feeds/normalizeFeed.ts";
import { parseRetryAfter } from "../../../src/server/feeds/parseRetryAfter.ts";
import { safeUrl } from "../../../src/server/feeds/safeUrl.ts";

describe("dates and links", () => {
  const now = Date.parse("2025-06-03T12:00:00Z");
  it("reads RFC 822 and ISO 8601 dates, with named zones", () => {
    expect(parseFeedDate("Tue, 03 Jun 2025 09:30:00 GMT", now)).toBe("2025-06-03T09:30:00.000Z");
    expect(parseFeedDate("Tue, 03 Jun 2025 09:30:00 EDT", now)).toBe("2025-06-03T13:30:00.000Z");
    expect(parseFeedDate("Tue, 03 Jun 2025 09:30:00 BST", now)).toBe("2025-06-03T08:30:00.000Z");
    expect(parseFeedDate("2025-06-03T08:15:00+02:00", now)).toBe("2025-06-03T06:15:00.000Z");
  });

  it("gives null for unparseable, missing and far-future dates", () => {
    expect(parseFeedDate("yesterday-ish", now)).toBeNull();
    expect(parseFeedDate(undefined, now)).toBeNull();
    expect(parseFeedDate("2031-01-01T00:00:00Z", now)).toBeNull();
  });

  it("keeps only http(s) URLs, resolving relative ones", () => {
    expect(safeUrl("/a?b=1", "https://x.test/feed")).toBe("https://x.test/a?b=1");
    expect(safeUrl("//cdn.x.test/i.jpg", "https://x.test/feed")).toBe("https://cdn.x.test/i.jpg");
    for (const bad of [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "file:///etc/passwd",
      "mailto:a@b",
    ])
      expect(safeUrl(bad, "https://x.test/feed"), bad).toBeUndefined();
  });

  it("canonical links ignore scheme, www, fragment, trailing slash and tracking parameters", () => {
    expect(canonicalKey("https://www.x.test/a/?utm_source=rss&id=2#top")).toBe(
      canonicalKey("http://x.test/a?id=2"),
    );
    expect(canonicalKey("https://x.test/a?id=2")).not.toBe(canonicalKey("https://x.test/a?id=3"));
  });

  it("parses Retry-After as seconds or a date", () => {
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter(new Date(now + 60_000).toUTCString(), now)).toBe(60_000);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
  });
});
