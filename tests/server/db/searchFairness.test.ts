/**
 * Search is fair between clients (issue 35, point 6), over real HTTP on a real archive:
 * one address keeping 64 heavy searches in flight cannot make another address's rare-word
 * searches fail; past its own limit it is told 429 with Retry-After, a search that waited
 * its turn too long 503 "busy" with Retry-After, and "too long" is said only of a search
 * that ran past the cap.
 */

import { mkdtemp } from "node:fs/promises";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeedsConfig } from "../../../src/shared/feedsConfig.ts";
import { searchApiPath } from "../../../src/shared/sitePaths.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";
import { fillArchive, heavyQuery } from "./heavyArchive.ts";
import { rssFeed } from "./rssFeed.ts";

const archived = 25_000;
/** Loopback addresses other than the server's own: each is one client (Linux routes 127/8 to lo). */
const heavyAddress = "127.0.0.2";
const lightAddress = "127.0.0.3";

interface Answer {
  status: number;
  body: string;
  retryAfter: string | undefined;
  ms: number;
}

/** A GET from `localAddress` over a keep-alive agent (one per client). */
function get(base: string, path: string, localAddress: string, agent: Agent): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const asked = request(`${base}${path}`, { agent, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString("utf8"),
          retryAfter: response.headers["retry-after"],
          ms: performance.now() - started,
        }),
      );
    });
    asked.on("error", reject);
    asked.end();
  });
}

const searchPath = (query: string) => `${searchApiPath}?${new URLSearchParams({ q: query })}`;

/**
 * For `seconds`: one client keeps `heavyInFlight` heavy searches in flight (each answered
 * one is asked again at once), another asks rare words one after another (a new word each
 * time: never a kept result). What each got.
 */
async function heavyAgainstLight(base: string, seconds: number, heavyInFlight = 64) {
  const heavyAgent = new Agent({ keepAlive: true, maxSockets: heavyInFlight });
  const lightAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const heavy: Answer[] = [];
  const light: Answer[] = [];
  const until = Date.now() + seconds * 1000;
  let marker = Math.floor(Math.random() * 1000);
  await Promise.all([
    ...Array.from({ length: heavyInFlight }, async () => {
      while (Date.now() < until)
        heavy.push(await get(base, searchPath(heavyQuery()), heavyAddress, heavyAgent));
    }),
    (async () => {
      // Let the heavy client fill the line first.
      await new Promise((resolve) => setTimeout(resolve, 300));
      while (Date.now() < until) {
        marker = (marker + 7) % archived;
        light.push(await get(base, searchPath(`marker${marker}`), lightAddress, lightAgent));
      }
    })(),
  ]);
  heavyAgent.destroy();
  lightAgent.destroy();
  const count = (answers: Answer[], status: number) =>
    answers.filter((a) => a.status === status).length;
  const sorted = light.map((a) => a.ms).sort((a, b) => a - b);
  return {
    heavy,
    light,
    summary: {
      heavy: {
        asked: heavy.length,
        ok: count(heavy, 200),
        429: count(heavy, 429),
        503: count(heavy, 503),
      },
      light: {
        asked: light.length,
        failed: light.filter((a) => a.status !== 200).length,
        medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
        maxMs: Math.round(sorted.at(-1) ?? 0),
      },
    },
  };
}

describe("search fairness between clients", { timeout: 120_000 }, () => {
  let upstream: Upstream;
  let dataDir: string;
  let feeds: FeedsConfig;
  const open: Harness[] = [];

  const start = async (env: Record<string, string> = {}) => {
    const server = await startHarness(feeds, { dataDir, env });
    open.push(server);
    await server.refresher.refreshAll();
    return server;
  };

  beforeAll(async () => {
    upstream = await startUpstream();
    upstream.set("/africa.xml", { kind: "body", body: rssFeed([]) });
    feeds = testFeeds(
      { "newYork/africa": { sources: [upstream.url("/africa.xml")], sample: false } },
      100,
    );
    dataDir = await mkdtemp(join(tmpdir(), "maverick-fair-"));
    await fillArchive({ dataDir }, upstream.url("/africa.xml"), archived);
  }, 120_000);
  afterAll(async () => {
    for (const server of open) await server.close();
    await upstream?.close();
  });

  it("a client keeping 64 heavy searches in flight cannot make another's rare-word search fail", async () => {
    const server = await start();
    const { heavy, light, summary } = await heavyAgainstLight(server.base, 8);
    console.log(
      "heavy against light",
      JSON.stringify(summary),
      light
        .filter((a) => a.status !== 200)
        .map((a) => `${a.status} ${a.body} ${Math.round(a.ms)} ms`),
    );
    // Every rare-word search answered, with its one article, soon.
    expect(light.length).toBeGreaterThan(5);
    expect(light.filter((a) => a.status !== 200)).toEqual([]);
    for (const answer of light) expect(JSON.parse(answer.body)).toHaveLength(1);
    // The heavy client got answers too, and was told to slow down, never "too long".
    expect(summary.heavy.ok).toBeGreaterThan(0);
    expect(summary.heavy[429]).toBeGreaterThan(0);
    const refused = heavy.filter((a) => a.status !== 200);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe("2");
      expect(JSON.parse(answer.body).error).not.toMatch(/too long/);
    }
    expect(new Set(refused.map((a) => `${a.status} ${JSON.parse(a.body).error}`))).toEqual(
      new Set([
        "429 Too many searches at once from your address: try again in a moment",
        ...(summary.heavy[503] > 0 ? ["503 Search is busy: try again in a moment"] : []),
      ]),
    );
  });

  it("a search that waited its turn too long is 'busy' with Retry-After; 'too long' is for one that ran", async () => {
    // Every search waits at most 1 ms for its turn: the second of two at once is refused.
    const server = await start({ SEARCH_QUEUE_MS: "1", SEARCH_PER_IP: "64" });
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          get(server.base, searchPath(heavyQuery()), heavyAddress, agent),
        ),
      );
      const busy = answers.filter((a) => a.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      for (const answer of busy) {
        expect(JSON.parse(answer.body)).toEqual({
          error: "Search is busy: try again in a moment",
          statusCode: 503,
        });
        expect(answer.retryAfter).toBe("2");
      }
    } finally {
      agent.destroy();
    }
    const capped = await start({ SEARCH_TIMEOUT_MS: "25" });
    const slow = await get(capped.base, searchPath(heavyQuery()), lightAddress, new Agent());
    expect(slow.status).toBe(503);
    expect(JSON.parse(slow.body).error).toBe("Search took too long: try fewer or rarer words");
    expect(slow.retryAfter).toBeUndefined();
  });
});
