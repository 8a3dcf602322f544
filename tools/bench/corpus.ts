/**
 * The parse benchmark's corpus: the test fixtures plus two synthetic RSS 2.0 feeds shaped
 * like real publisher feeds (media, dc, CDATA HTML content), one small and one large.
 * Invented text only; deterministic.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

const words =
  "harbour council budget science market river school transport energy health report city region festival museum climate league season research study policy".split(
    " ",
  );

function sentence(seed: number, length: number): string {
  const out: string[] = [];
  for (let i = 0; i < length; i++) out.push(words[(seed * 7 + i * 13) % words.length] as string);
  return `${out.join(" ")}.`;
}

export function syntheticRss(items: number, paragraphs: number): string {
  const entries: string[] = [];
  for (let i = 0; i < items; i++) {
    const body = Array.from(
      { length: paragraphs },
      (_, p) => `<p>${sentence(i + p, 40)} <a href="/story/${i}/${p}">more</a></p>`,
    ).join("");
    entries.push(`<item>
  <title>Story ${i}: ${sentence(i, 8)}</title>
  <link>https://bench.test/news/${i}?utm_source=rss</link>
  <guid isPermaLink="false">bench-${i}</guid>
  <description><![CDATA[<p>${sentence(i, 30)}</p><img src="https://bench.test/px.gif" width="1" height="1">]]></description>
  <content:encoded><![CDATA[${body}<img src="/img/${i}.jpg">]]></content:encoded>
  <dc:creator>Writer ${i % 17}</dc:creator>
  <category>Section ${i % 9}</category>
  <pubDate>${new Date(Date.UTC(2025, 5, 1) - i * 600_000).toUTCString()}</pubDate>
  <media:content url="https://cdn.bench.test/${i}.jpg" medium="image" width="1024" height="576"/>
  <media:thumbnail url="https://cdn.bench.test/${i}-t.jpg" width="240" height="135"/>
</item>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel><title>Bench</title><link>https://bench.test/</link><description>Synthetic benchmark feed</description>
${entries.join("\n")}
</channel></rss>`;
}

export interface CorpusFeed {
  name: string;
  /** Every byte of the entry (for throughput). */
  xml: Buffer;
  /** Separate documents, when the entry is a set of files. */
  parts?: Buffer[];
}

/** Small (25 short items, ~30 KB), large (400 long items, ~4 MB) and the valid fixtures. */
export function benchCorpus(): { small: CorpusFeed; large: CorpusFeed; fixtures: CorpusFeed[] } {
  const dir = new URL("../../tests/fixtures/feeds/", import.meta.url);
  const fixtures = readdirSync(dir)
    .filter((name) => !/invalid|bomb/.test(name))
    .map((name) => ({ name, xml: readFileSync(new URL(name, dir)) }));
  return {
    small: { name: "small (25 items)", xml: Buffer.from(syntheticRss(25, 1)) },
    large: { name: "large (400 items)", xml: Buffer.from(syntheticRss(400, 12)) },
    fixtures,
  };
}

/**
 * The real-world feeds of ../shared/corpus/node-feedparser (beside the repository root),
 * as one entry of separate documents; undefined when the folder is absent.
 */
export function realCorpus(): (CorpusFeed & { files: number }) | undefined {
  const dir = new URL("../../../shared/corpus/node-feedparser/", import.meta.url);
  if (!existsSync(dir)) return undefined;
  const feeds = readdirSync(dir)
    .filter((name) => name !== "LICENSE")
    .map((name) => {
      const bytes = readFileSync(new URL(name, dir));
      return bytes[0] === 0x1f ? gunzipSync(bytes) : bytes;
    });
  return {
    name: `real-world (${feeds.length} files)`,
    xml: Buffer.concat(feeds),
    parts: feeds,
    files: feeds.length,
  };
}
