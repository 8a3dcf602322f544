/**
 * Who covered a story (issue 38) over real HTTP: a flood told by loopback publishers that
 * the registry (config/sources.json, plus the test's publishers) places in two countries,
 * and one it does not know.
 */
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Article } from "../../../src/shared/article.ts";
import type { FeedsConfig } from "../../../src/shared/feedsConfig.ts";
import type { Publisher } from "../../../src/shared/sourcesConfig.ts";
import { storySchema } from "../../../src/shared/story.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";

const now = Date.parse("2025-06-03T12:00:00Z");

/** Each publisher's site, its headline of the flood, and how the registry knows it. */
const reports: [site: string, title: string, known?: Pick<Publisher, "country" | "kind">][] = [
  [
    "northgazette.example",
    "Flash floods hit Valdora as river bursts its banks",
    { country: "GB", kind: "public" },
  ],
  [
    "harborherald.example",
    "Valdora floods: river bursts banks, thousands evacuated",
    { country: "GB", kind: "private" },
  ],
  [
    "meridianpost.example",
    "Thousands evacuated as river bursts banks in Valdora",
    { country: "KE", kind: "private" },
  ],
  ["civicwire.example", "Valdora river bursts banks, flooding city centre"],
];

function rss(site: string, title: string, hours: number): string {
  const pubDate = new Date(now - hours * 3600_000).toUTCString();
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>${site}</title><link>https://www.${site}/</link><language>en</language><item><title>${title}</title><link>https://${site}/flood</link><pubDate>${pubDate}</pubDate></item></channel></rss>`;
}

/** How the test's registry names a publisher: "Northgazette News", not its host. */
const registryName = (site: string) =>
  `${site[0]?.toUpperCase()}${site.slice(1, site.indexOf("."))} News`;

/** The shipped config with the test's publishers added to the registry. */
async function configWithPublishers(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "maverick-coverage-"));
  await cp("config", dir, { recursive: true });
  const file = join(dir, "sources.json");
  const sources = JSON.parse(await readFile(file, "utf8")) as { publishers: Publisher[] };
  for (const [site, , known] of reports)
    if (known)
      sources.publishers.push({
        id: site.replace(".example", ""),
        name: registryName(site),
        homepage: `https://www.${site}/`,
        languages: ["en"],
        feeds: [`https://${site}/feed.xml`],
        ...known,
      });
  await writeFile(file, JSON.stringify(sources));
  return dir;
}

let upstream: Upstream;
let server: Harness;

beforeAll(async () => {
  upstream = await startUpstream();
  for (const [i, [site, title]] of reports.entries())
    upstream.set(`/${site}.xml`, {
      kind: "body",
      body: rss(site, title, i + 1),
      contentType: "application/rss+xml",
    });
  const feeds: FeedsConfig = testFeeds({
    "bbc/breaking": {
      sources: reports.map(([site]) => upstream.url(`/${site}.xml`)),
      sample: false,
    },
  });
  server = await startHarness(feeds, {
    now: () => now,
    env: { CONFIG_DIR: await configWithPublishers() },
  });
  await server.refresher.refreshAll();
});

afterAll(async () => {
  await server?.close();
  await upstream?.close();
});

describe("a story's coverage over HTTP", () => {
  it("counts the story's reports by its publishers' countries, languages and kinds", async () => {
    const articles = (await (
      await fetch(`${server.base}/public/api/bbc/breaking`)
    ).json()) as Article[];
    expect(articles).toHaveLength(1);
    const id = articles[0]?.storyId ?? "";
    const response = await fetch(`${server.base}/public/api/stories/${id}`);
    expect(response.status).toBe(200);
    const story = storySchema.parse(await response.json());
    expect(story.sourceCount).toBe(4);
    // civicwire.example is in no registry: a publisher, in no country.
    expect(story.coverage).toEqual({
      publishers: 4,
      countries: [
        { code: "GB", count: 2 },
        { code: "KE", count: 1 },
      ],
      languages: [{ code: "en", count: 3 }],
      kinds: [
        { kind: "private", count: 2 },
        { kind: "public", count: 1 },
      ],
    });
    // Each report names its publisher as the registry does; an unknown one has its host only.
    expect(
      Object.fromEntries(story.articles.map((a) => [a.publisher, a.publisherName ?? null])),
    ).toEqual({
      "northgazette.example": "Northgazette News",
      "harborherald.example": "Harborherald News",
      "meridianpost.example": "Meridianpost News",
      "civicwire.example": null,
    });
  });
});
