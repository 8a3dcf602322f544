import { describe, expect, it } from "vitest";
import { scoreItem } from "../../../src/server/stories/scoreArticles.ts";
import { type CatalogItem, StoryCatalog } from "../../../src/server/stories/storyCatalog.ts";
import { launchHeadlines } from "./broadStoryFixture.ts";
import { sourceItem } from "./sourceItem.ts";

const hour = 3600_000;
const now = Date.parse("2025-06-03T12:00:00Z");

function entry(publisher: string, title: string, hoursOld: number): CatalogItem {
  const pubDate = new Date(now - hoursOld * hour).toISOString();
  return {
    item: sourceItem(`https://${publisher}/1`, title, pubDate),
    publisher,
    source: `https://${publisher}/feed.xml`,
  };
}

const launch = launchHeadlines.map((title, i) => entry(`p${i}.example`, title, 24 - i));

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

  it("says when the reports it left alone are due to be grouped, and groups them then", () => {
    const catalog = new StoryCatalog();
    catalog.update(launch, now);
    expect(catalog.regroupDueIn(now)).toBeUndefined();
    const late = entry("p12.example", "Orlanda launch: what you need to know", 1);
    catalog.update([...launch, late], now + 10_000);
    expect(catalog.standingOf(late.item.key)?.sourceCount).toBe(1);
    expect(catalog.regroupDueIn(now + 10_000)).toBe(50_000);
    catalog.regroupNow(now + 60_000);
    expect(catalog.standingOf(late.item.key)?.sourceCount).toBeGreaterThan(1);
    expect(catalog.regroupDueIn(now + 60_000)).toBeUndefined();
  });

  it("starts and titles a grouped story at its earliest report, whichever event names it", () => {
    const catalog = new StoryCatalog();
    // Two publishers carry the fourth wording word for word: an event, which names the
    // group, though three lone reports came before it.
    const copy = entry("q1.example", launchHeadlines[3] as string, 20.5);
    catalog.update([...launch, copy], now);
    const id = catalog.standingOf(copy.item.key)?.id ?? "";
    const story = catalog.story(id, (item) => scoreItem(item, catalog, now));
    expect(story?.sourceCount).toBe(13);
    expect(story?.title).toBe(launchHeadlines[0]);
    expect(story?.firstSeen).toBe(new Date(now - 24 * hour).toISOString());
  });
});
