/** Ingest annotates each item for story clustering off the event loop, and the annotation is kept. */
import { describe, expect, it } from "vitest";
import { annotate, annotationVersion } from "../../../src/server/feeds/annotateText.ts";
import { createIngester } from "../../../src/server/feeds/ingester.ts";
import type { IngestJob } from "../../../src/server/feeds/ingestFeed.ts";
import { persistedSourceSchema } from "../../../src/shared/persistedSource.ts";
import { fixture } from "../upstreamServer.ts";

const job: IngestJob = {
  body: fixture("rss2-media.xml"),
  contentType: "application/rss+xml",
  finalUrl: "https://fixture.test/feed.xml",
  now: Date.parse("2025-06-03T12:00:00Z"),
  maxItems: 50,
};

describe("ingestFeed", () => {
  it("annotates each item in the ingest thread: its headline's and description's terms", async () => {
    const pool = createIngester({ workers: 1 });
    try {
      const items = await pool.ingest(job);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.annotation?.version).toBe(annotationVersion);
        expect(item.annotation).toEqual(annotate(item.article.title, item.article.description));
        expect(item.annotation?.terms.length).toBeGreaterThan(0);
      }
    } finally {
      await pool.close();
    }
  });

  it("keeps the annotation in the persisted source, so a restart need not make it again", async () => {
    const pool = createIngester({ workers: 0 });
    const items = await pool.ingest(job);
    const saved = JSON.parse(
      JSON.stringify({
        version: 1,
        url: job.finalUrl,
        savedAt: "2025-06-03T12:00:00Z",
        lastSuccess: "2025-06-03T12:00:00Z",
        validators: {},
        items,
      }),
    );
    const restored = persistedSourceSchema.parse(saved);
    expect(restored.items.map((item) => item.annotation)).toEqual(
      items.map((item) => item.annotation),
    );
  });
});
