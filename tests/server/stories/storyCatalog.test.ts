import { describe, expect, it } from "vitest";
import type { SourceItem } from "../../../src/server/feeds/normalizeFeed.ts";
import { canonicalKey, titleKey } from "../../../src/server/feeds/normalizeFeed.ts";
import { type CatalogItem, StoryCatalog } from "../../../src/server/stories/storyCatalog.ts";

const hour = 3600_000;
const now = Date.parse("2025-06-03T12:00:00Z");

function entry(publisher: string, title: string, hoursOld: number): CatalogItem {
  const link = `https://${publisher}/1`;
  const item: SourceItem = {
    article: {
      title,
      description: "",
      content: "",
      link,
      images: [],
      pubDate: new Date(now - hoursOld * hour).toISOString(),
      category: null,
      creator: null,
      author: null,
      excerpt: null,
    },
    key: canonicalKey(link),
    titleKey: titleKey(title),
    rank: 0,
    feedSize: 1,
  };
  return { item, publisher };
}

// A broad story by twelve publishers, as in groupStories.test.ts.
const launch = [
  "Orlanda console goes on sale worldwide",
  "Queues form as Orlanda console launches",
  "Orlanda launch: stores sell out within hours",
  "Orlanda review: a console worth the wait",
  "Orlanda sales beat forecasts on launch day",
  "Orlanda shortages frustrate buyers",
  "Orlanda maker shares jump after console launch",
  "Orlanda console sells out in Tokyo",
  "Orlanda launch day in pictures",
  "Is the Orlanda console worth buying?",
  "Orlanda launch marred by website crash",
  "Resellers push Orlanda prices above retail",
].map((title, i) => entry(`p${i}.example`, title, 24 - i));

describe("StoryCatalog's regrouping", () => {
  it("shows a new lone report alone until it regroups, a minute on", () => {
    const catalog = new StoryCatalog();
    catalog.update(launch, now);
    const late = entry("p12.example", "Orlanda launch: what you need to know", 1);
    const current = [...launch, late];
    // One article of thirteen, ten seconds on: not regrouped yet, so it shows alone.
    catalog.update(current, now + 10_000);
    expect(catalog.standingOf(late.item.key)?.sourceCount).toBe(1);
    // A minute on, the same articles are regrouped: it joins its subject's story.
    catalog.update(current, now + 70_000);
    expect(catalog.standingOf(late.item.key)?.sourceCount).toBeGreaterThan(1);
  });
});
