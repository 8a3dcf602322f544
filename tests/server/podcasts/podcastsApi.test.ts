/**
 * Podcasts over real HTTP (issue 46): a loopback publisher serves a podcast's RSS (iTunes,
 * Podcast Index and Podlove namespaces), a WebVTT transcript and a chapters JSON file; the
 * real server ingests the feed like news (same fetcher and parser) and serves the shows,
 * the episodes with their durations, and each episode's transcript and chapters from its
 * own origin. Hostile show notes come out as plain text, and search finds the episodes.
 * The show and episode pages are rendered by the server from the same catalogue.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PodcastRegistry } from "../../../src/server/podcastFeeds.ts";
import type { Article } from "../../../src/shared/article.ts";
import type { EpisodePage, PodcastsOverview, ShowPage } from "../../../src/shared/podcastApi.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { sourceRenderer } from "../sourceRenderer.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";
import { podcastRss } from "./podcastFeed.ts";

let upstream: Upstream;
let server: Harness;
let vite: ViteDevServer;

const vtt = `WEBVTT

00:00:00.000 --> 00:00:02.500
<v Ada>Welcome to the harbour hour.

00:00:02.500 --> 00:00:05.000
<v Ben>Today: the <b>tides</b>.
`;
const chapters = JSON.stringify({
  version: "1.2.0",
  chapters: [
    { startTime: 3, title: "Tides" },
    { startTime: 0, title: "Welcome", url: "javascript:alert(1)" },
    { startTime: 4, title: "Silent marker", toc: false },
  ],
});
const hostileNotes =
  '<p>Harbour notes</p><script>alert("x")</script><img src=x onerror="alert(1)"><a href="javascript:alert(2)">link</a>';

const api = async <T>(path: string) => {
  const response = await fetch(server.base + path);
  return { status: response.status, body: (await response.json()) as T };
};

beforeAll(async () => {
  const source = await sourceRenderer();
  vite = source.vite;
  upstream = await startUpstream();
  upstream.set("/broken.xml", { kind: "status", status: 503 });
  upstream.set("/t.vtt", { kind: "body", body: vtt, contentType: "text/vtt" });
  upstream.set("/c.json", { kind: "body", body: chapters, contentType: "application/json" });
  const episodes = Array.from({ length: 23 }, (_, i) => ({
    guid: `harbour-${i}`,
    title: i === 0 ? "Quayside moorings explained" : `Harbour hour ${i}`,
    notes: i === 0 ? hostileNotes : `Episode ${i} of the harbour hour.`,
    pubDate: new Date(Date.UTC(2026, 10, 28 - i, 6)).toUTCString(),
    duration: i === 0 ? "1:02:03" : "243",
    audio: upstream.url(`/e${i}.wav`),
    ...(i === 0
      ? {
          transcript: { url: upstream.url("/t.vtt"), type: "text/vtt" },
          chapters: upstream.url("/c.json"),
        }
      : {}),
    ...(i === 1
      ? {
          podlove: [
            { start: "00:00:00.000", title: "Intro" },
            { start: "00:01:30.5", title: "<b>Tide</b> tables" },
          ],
        }
      : {}),
  }));
  upstream.set("/harbour.xml", {
    kind: "body",
    body: podcastRss(
      { title: "The Harbour Hour", image: "https://podcast.test/art.png" },
      episodes,
    ),
    contentType: "application/rss+xml",
  });
  // A French show, older than every English episode: an edition in French still leads with it.
  upstream.set("/port.xml", {
    kind: "body",
    body: podcastRss({ title: "Le Port", image: "https://podcast.test/port.png" }, [
      {
        guid: "port-1",
        title: "Les marées du port",
        notes: "Un épisode en français.",
        pubDate: new Date(Date.UTC(2026, 9, 1, 6)).toUTCString(),
        duration: "600",
        audio: upstream.url("/port1.wav"),
      },
    ]),
    contentType: "application/rss+xml",
  });
  const podcasts: PodcastRegistry = {
    categories: [
      {
        id: "NewsPodcast",
        label: { en: "News", es: "Noticias", fr: "Actualités", ar: "أخبار" },
        shows: ["harbour-hour", "silent-show", "le-port"],
        items: [],
      },
    ],
    shows: [
      {
        id: "harbour-hour",
        title: "The Harbour Hour",
        publisher: "test",
        feed: upstream.url("/harbour.xml"),
        languages: ["en"],
      },
      {
        id: "le-port",
        title: "Le Port",
        publisher: "test",
        feed: upstream.url("/port.xml"),
        languages: ["fr"],
      },
      {
        id: "silent-show",
        title: "Le silence",
        publisher: "test",
        feed: upstream.url("/broken.xml"),
        languages: ["fr"],
      },
    ],
    stations: [
      {
        id: "quay-radio",
        name: "Quay Radio",
        publisher: "bbc-news",
        languages: ["en"],
        stream: "https://radio.test/quay.mp3",
        format: "mp3",
      },
    ],
  };
  server = await startHarness(
    testFeeds({ "bbc/breaking": { sources: [upstream.url("/broken.xml")], sample: true } }),
    {
      dataDir: await mkdtemp(join(tmpdir(), "maverick-podcasts-")),
      podcasts,
      renderer: source.renderPage,
      network: {
        ...(await import("../../../src/server/feeds/privateNetworks.ts")).defaultNetworkPolicy,
        allowPrivateNetworks: true,
      },
    },
  );
  await server.refresher.refreshAll();
}, 60_000);

afterAll(async () => {
  await server?.close();
  await upstream?.close();
  await vite?.close();
});

describe("the podcasts API", () => {
  it("lists the categories with their shows and newest episodes, durations in seconds", async () => {
    const { status, body } = await api<PodcastsOverview>("/public/api/podcasts");
    expect(status).toBe(200);
    const [news] = body.categories;
    expect(news?.label).toBe("News");
    expect(news?.shows.map((show) => [show.id, show.available])).toEqual([
      ["harbour-hour", true],
      ["silent-show", false],
      ["le-port", true],
    ]);
    expect(news?.shows[0]?.image).toBe("https://podcast.test/art.png");
    // Artwork through the site's image proxy: the CSP allows no publisher's images.
    expect(news?.shows[0]?.imageProxy?.src).toBe(
      Buffer.from("https://podcast.test/art.png").toString("base64url"),
    );
    expect(news?.episodes[0]?.imageProxy?.sig).toMatch(/^[\w-]{22}$/);
    expect(news?.episodes).toHaveLength(6);
    expect(news?.episodes[0]).toMatchObject({
      title: "Quayside moorings explained",
      show: "harbour-hour",
      duration: 3723,
      audio: upstream.url("/e0.wav"),
    });
    expect(news?.episodes[1]?.duration).toBe(243);
    // A station names its publisher (the player shows it under the station's name).
    expect(body.stations).toEqual([
      expect.objectContaining({ id: "quay-radio", name: "Quay Radio", publisherName: "BBC News" }),
    ]);
  });

  it("an edition leads with the shows in its language", async () => {
    const { body } = await api<PodcastsOverview>("/public/api/podcasts?lang=fr");
    expect(body.categories[0]?.label).toBe("Actualités");
    expect(body.categories[0]?.shows.map((show) => show.id)).toEqual([
      "silent-show",
      "le-port",
      "harbour-hour",
    ]);
    // Its episodes first too, however older: 'Episode No 1' of the French edition is French.
    expect(body.categories[0]?.episodes.map((episode) => episode.show).slice(0, 2)).toEqual([
      "le-port",
      "harbour-hour",
    ]);
  });

  it("pages a show's episodes 20 at a time, newest first, and refuses a bad page", async () => {
    const first = await api<ShowPage>("/public/api/podcasts/harbour-hour");
    expect(first.body).toMatchObject({ page: 1, pages: 2, total: 23 });
    expect(first.body.show.description).toBe("A show about harbours and tides.");
    expect(first.body.episodes).toHaveLength(20);
    const second = await api<ShowPage>("/public/api/podcasts/harbour-hour?page=2");
    expect(second.body.episodes.map((episode) => episode.title)).toEqual([
      "Harbour hour 20",
      "Harbour hour 21",
      "Harbour hour 22",
    ]);
    expect((await api("/public/api/podcasts/harbour-hour?page=3")).status).toBe(404);
    expect((await api("/public/api/podcasts/harbour-hour?page=x")).status).toBe(400);
    expect((await api("/public/api/podcasts/no-such-show")).status).toBe(404);
  });

  it("serves an episode's transcript and chapters from our origin, and its notes as plain text", async () => {
    const list = await api<ShowPage>("/public/api/podcasts/harbour-hour");
    const id = list.body.episodes[0]?.id;
    const { status, body } = await api<EpisodePage>(`/public/api/podcasts/harbour-hour/${id}`);
    expect(status).toBe(200);
    expect(body.transcript).toEqual([
      { start: 0, end: 2.5, text: "Welcome to the harbour hour.", speaker: "Ada" },
      { start: 2.5, end: 5, text: "Today: the tides.", speaker: "Ben" },
    ]);
    expect(body.chapters).toEqual([
      { start: 0, title: "Welcome", url: null, image: null },
      { start: 3, title: "Tides", url: null, image: null },
    ]);
    expect(body.episode).toMatchObject({ season: 2, number: 1, duration: 3723 });
    // Hostile notes: text only, no markup, no script's content, no javascript: link.
    expect(body.episode.notes).toBe("Harbour notes link");
    const raw = JSON.stringify(body);
    expect(raw).not.toMatch(/<script|onerror|javascript:|alert/);
    // Fetched once, then served from the cache.
    await api(`/public/api/podcasts/harbour-hour/${id}`);
    expect(upstream.hits("/t.vtt").total).toBe(1);
  });

  it("reads Podlove chapters written in the feed", async () => {
    const list = await api<ShowPage>("/public/api/podcasts/harbour-hour");
    const id = list.body.episodes[1]?.id;
    const { body } = await api<EpisodePage>(`/public/api/podcasts/harbour-hour/${id}`);
    expect(body.chapters).toEqual([
      { start: 0, title: "Intro", url: null, image: null },
      { start: 90.5, title: "Tide tables", url: null, image: null },
    ]);
    expect(body.transcript).toBeNull();
    expect((await api(`/public/api/podcasts/harbour-hour/nope`)).status).toBe(404);
  });

  it("search finds an episode, and the result says it is one", async () => {
    const { body } = await api<Article[]>("/public/api/search?q=quayside");
    expect(body).toHaveLength(1);
    expect(body[0]?.episode?.audio).toBe(upstream.url("/e0.wav"));
  });

  it("the status lists the shows' feeds", async () => {
    const { body } = await api<{ endpoints: Record<string, { path: string; source: string }> }>(
      "/public/api/status",
    );
    expect(body.endpoints["podcasts/harbour-hour"]).toMatchObject({
      path: "/public/api/podcasts/harbour-hour",
      source: "live",
    });
    expect(body.endpoints["podcasts/silent-show"]?.source).toBe("unavailable");
  });
});

describe("the show and episode pages", () => {
  const page = async (path: string) => {
    const response = await fetch(server.base + path);
    return { status: response.status, html: await response.text() };
  };
  const firstEpisodeId = async () =>
    (await api<ShowPage>("/public/api/podcasts/harbour-hour")).body.episodes[0]?.id ?? "";

  it("a show's page lists its episodes with date and duration, 20 a page, each linked and playable", async () => {
    const { status, html } = await page("/podcast/harbour-hour");
    expect(status).toBe(200);
    expect(html).toContain("<title>The Harbour Hour | ");
    expect(html).toContain("A show about harbours and tides.");
    expect(html).toContain("23 episodes");
    expect(html.match(/aria-label="Play /g)).toHaveLength(20);
    expect(html).toContain(`href="/podcast/harbour-hour/${await firstEpisodeId()}"`);
    expect(html).toMatch(/<time dateTime="2026-11-28T06:00:00.000Z">Nov 28th, 2026<\/time>/i);
    expect(html).toContain("62 min");
    // The artwork from our origin, through the image proxy.
    expect(html).toMatch(/<img src="\/img\/[\w-]+\/[\w-]+\?w=320" srcSet="[^"]+" sizes="192px"/);
    expect(html).toContain("Page 1 of 2");
    expect(html).toContain('href="/podcast/harbour-hour?page=2"');
    const second = await page("/podcast/harbour-hour?page=2");
    expect(second.status).toBe(200);
    expect(second.html).toContain("Harbour hour 22");
    expect(second.html).not.toContain("Quayside moorings explained");
  });

  it("a bad page number is the first page, a page past the last and an unknown show are not found", async () => {
    const first = await page("/podcast/harbour-hour");
    for (const query of ["?page=abc", "?page=0", "?page=-1", "?page=1e3", "?page=99999999"])
      expect(await page(`/podcast/harbour-hour${query}`)).toEqual(first);
    for (const path of [
      "/podcast/harbour-hour?page=3",
      "/podcast/harbour-hour?page=99999",
      "/podcast/no-such-show",
      "/podcast/Harbour-Hour",
      "/podcast/harbour-hour/nope",
      `/podcast/harbour-hour/${"x".repeat(300)}`,
      "/podcast/harbour-hour/a/b",
    ]) {
      const { status, html } = await page(path);
      expect([path, status]).toEqual([path, 404]);
      expect(html).toContain("Page not found");
    }
  });

  it("an episode's page shows its notes as text, its chapters and its transcript, each line a seek", async () => {
    const { status, html } = await page(`/podcast/harbour-hour/${await firstEpisodeId()}`);
    expect(status).toBe(200);
    expect(html).toContain("<title>Quayside moorings explained | ");
    expect(html).toContain("Harbour notes link");
    expect(html).not.toMatch(/<script>alert|onerror=|javascript:/);
    expect(html).toMatch(/data-start="0"[^>]*><time>0:00<\/time><span dir="auto">Welcome<\/span>/);
    expect(html).toMatch(/data-start="3"[^>]*><time>0:03<\/time><span dir="auto">Tides<\/span>/);
    expect(html).toContain("Welcome to the harbour hour.");
    expect(html).toMatch(/data-start="2.5"[^>]*><time>0:02<\/time>/);
    expect(html).toContain('href="/podcast/harbour-hour"');
  });

  it("/podcast and /live are rendered with the overview, the page's language first", async () => {
    for (const [path, lang, first] of [
      ["/podcast", "en", "Quayside moorings explained"],
      ["/live", "en", "Quayside moorings explained"],
      ["/podcast?lang=fr", "fr", "Les marées du port"],
    ]) {
      const { status, html } = await page(path ?? "");
      expect(status).toBe(200);
      const state = html.match(
        /<script type="application\/json" id="query-state">(.*?)<\/script>/s,
      );
      const queries = JSON.parse(state?.[1] ?? "{}").queries as {
        queryKey: unknown[];
        state: { data: PodcastsOverview };
      }[];
      const overview = queries.find((q) => q.queryKey[0] === "podcasts")?.state.data;
      expect(overview?.lang).toBe(lang);
      expect(overview?.categories[0]?.episodes[0]?.title).toBe(first);
    }
    // The featured episode is in the page itself, its artwork through the image proxy.
    const podcast = (await page("/podcast")).html;
    expect(podcast).toContain("Quayside moorings explained");
    expect(podcast).toMatch(/<img src="\/img\/[\w-]+\/[\w-]+\?w=320" alt="" width="160"/);
    // The French edition's page leads with the French show's episode ('Episode No 1').
    const french = (await page("/podcast?lang=fr")).html;
    expect(french.indexOf("Les marées du port")).toBeGreaterThan(-1);
    expect(french.indexOf("Les marées du port")).toBeLessThan(
      french.indexOf("Quayside moorings explained"),
    );
  });

  it("in Arabic, right to left in its own words", async () => {
    const { status, html } = await page("/podcast/harbour-hour?lang=ar");
    expect(status).toBe(200);
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("23 حلقة");
    expect(html).toContain('href="/podcast/harbour-hour?page=2&amp;lang=ar"');
  });

  // Last: it changes the show's feed.
  it("/podcast is rendered again when a show's feed brings a new episode", async () => {
    upstream.set("/harbour.xml", {
      kind: "body",
      body: podcastRss({ title: "The Harbour Hour", image: "https://podcast.test/art.png" }, [
        {
          guid: "harbour-new",
          title: "A spring tide tonight",
          notes: "New.",
          pubDate: new Date(Date.UTC(2026, 10, 29, 6)).toUTCString(),
          duration: "300",
          audio: upstream.url("/new.wav"),
        },
      ]),
      contentType: "application/rss+xml",
    });
    expect((await page("/podcast")).html).not.toContain("A spring tide tonight");
    await server.refresher.refreshAll();
    await expect
      .poll(async () => (await page("/podcast")).html, { timeout: 5000 })
      .toContain("A spring tide tonight");
  });
});
