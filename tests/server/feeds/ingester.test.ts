/** The ingest pool: the same items as inline, errors carried back, bounded time, clean close. */
import { describe, expect, it } from "vitest";
import { createIngester } from "../../../src/server/feeds/ingester.ts";
import type { IngestJob } from "../../../src/server/feeds/ingestFeed.ts";
import { fixture } from "../upstreamServer.ts";

function job(body: Buffer): IngestJob {
  return {
    body,
    contentType: "application/rss+xml",
    finalUrl: "https://fixture.test/feed.xml",
    now: Date.parse("2025-06-03T12:00:00Z"),
    maxItems: 50,
  };
}

describe("createIngester", () => {
  it("gives a worker thread's result equal to the inline result", async () => {
    const inline = createIngester({ workers: 0 });
    const pool = createIngester({ workers: 1 });
    try {
      const expected = await inline.ingest(job(fixture("rss2-media.xml")));
      expect(expected.length).toBeGreaterThan(0);
      expect(await pool.ingest(job(fixture("rss2-media.xml")))).toEqual(expected);
    } finally {
      await pool.close();
      await inline.close();
    }
  });

  it("rejects with the parser's message, then keeps working", async () => {
    const pool = createIngester({ workers: 1 });
    try {
      await expect(pool.ingest(job(fixture("entity-bomb.xml")))).rejects.toThrow(
        /entity-expansion bomb/,
      );
      expect((await pool.ingest(job(fixture("atom.xml")))).length).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it("abandons a job past its time limit with a clear error", async () => {
    const pool = createIngester({ workers: 1, timeoutMs: 1 });
    try {
      await expect(pool.ingest(job(fixture("rss2-media.xml")))).rejects.toThrow(
        /^feed processing took longer than 1 ms$/,
      );
    } finally {
      await pool.close();
    }
  });

  it("refuses jobs once closed", async () => {
    const pool = createIngester({ workers: 1 });
    await pool.close();
    await expect(pool.ingest(job(fixture("atom.xml")))).rejects.toThrow(/closed/);
  });
});
