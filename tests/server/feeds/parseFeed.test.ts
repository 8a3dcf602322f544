/** Parsing guards: entity bombs and other hostile XML. */
import { describe, expect, it } from "vitest";
import { parseFeed } from "../../../src/server/feeds/parseFeed.ts";
import { fixture } from "../upstreamServer.ts";

describe("parsing guards", () => {
  it("rejects an entity-expansion bomb quickly", () => {
    const started = performance.now();
    expect(() => parseFeed(fixture("entity-bomb.xml").toString(), "https://x.test/feed")).toThrow(
      /entity/,
    );
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("does not resolve external entities or expand undeclared ones", () => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE rss SYSTEM "file:///etc/passwd"><rss version="2.0"><channel><title>t</title><item><title>&xxe;</title><link>https://x.test/1</link></item></channel></rss>';
    expect(parseFeed(xml, "https://x.test/feed").items[0]?.title).not.toContain("root:");
  });
});
