/** A fresh offline start (`OFFLINE=1`, no DATA_DIR touched) serves samples and finds them by search. */
import { describe, expect, it } from "vitest";
import { loadSamples } from "../../../src/server/samples/sampleSnapshot.ts";
import { parseArticles } from "../../../src/shared/article.ts";
import { startServer } from "../serverProcess.ts";

describe("search on a fresh offline machine", () => {
  it("finds the bundled sample articles", async () => {
    const server = await startServer({ OFFLINE: "1", DATA_DIR: "/nonexistent/never-written" });
    try {
      const sample = (await loadSamples(Date.now())).get("newYork/africa")?.[0]?.article;
      expect(sample).toBeDefined();
      const response = await fetch(
        `${server.url}public/api/search?q=${encodeURIComponent(sample?.title ?? "")}&section=/africa`,
      );
      expect(response.status).toBe(200);
      // One result per story: the sample's headline, whichever of its copies ranks first.
      expect(parseArticles(await response.json()).map((a) => a.title)).toContain(sample?.title);
    } finally {
      server.child.kill("SIGTERM");
      await server.exit;
    }
  }, 30_000);
});
