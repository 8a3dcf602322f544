import { describe, expect, it } from "vitest";
import { annotate } from "../../../src/server/feeds/annotateText.ts";
import { loadSamples } from "../../../src/server/samples/sampleSnapshot.ts";

describe("the bundled sample snapshot", () => {
  it("carries every item's terms as the current annotator makes them (npm run generate:samples)", async () => {
    const samples = await loadSamples(Date.now());
    const items = [...samples.values()].flat();
    expect(items.length).toBeGreaterThan(1000);
    // Else the server would load the English model on its event loop to make them again.
    for (const { article, annotation } of items)
      expect(annotation).toEqual(annotate(article.title, article.description, article.language));
  }, 60_000);
});
