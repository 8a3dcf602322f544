/**
 * "Now playing" over real HTTP (issue 46): loopback stations stream audio with ICY
 * metadata (or none, or hostile metadata); the real server reads the first metadata block
 * of a station's stream, closes it, and answers `/public/api/stations/<id>/now` with the
 * station's name and the programme as plain text, asking each station at most every 30 s.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultNetworkPolicy } from "../../../src/server/feeds/privateNetworks.ts";
import type { PodcastRegistry } from "../../../src/server/podcastFeeds.ts";
import type { NowPlaying } from "../../../src/shared/nowPlaying.ts";
import type { Station } from "../../../src/shared/podcastRegistry.ts";
import { nowPlayingPath } from "../../../src/shared/sitePaths.ts";
import { type IcyStation, startIcyStation } from "../../support/icyStation.ts";
import { until } from "../../support/until.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";

let radio: IcyStation;
let server: Harness;

const station = (id: string, stream: string, format: Station["format"] = "mp3"): Station => ({
  id,
  name: `Radio ${id}`,
  publisher: "test",
  languages: ["en"],
  stream,
  format,
});

const now = async (id: string) => {
  const response = await fetch(server.base + nowPlayingPath(id));
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    body: (await response.json()) as NowPlaying & { error?: string },
  };
};

beforeAll(async () => {
  radio = await startIcyStation();
  radio.set("/desk", { metaint: 8000, metadata: "StreamTitle='The Midday Desk';StreamUrl='';" });
  radio.set("/plain", {});
  radio.set("/hostile", {
    metaint: 1000,
    metadata: `StreamTitle='<script>alert(1)</script>\u202eevil\u0007 ${"x".repeat(400)}';`,
  });
  radio.set("/latin1", {
    metaint: 500,
    metadata: Buffer.from("StreamTitle='Journal de 13h \u00e9dition sp\u00e9ciale';", "latin1"),
  });
  radio.set("/huge", { metaint: 10_000_000, metadata: "StreamTitle='Never read';" });
  radio.set("/stalled", { metaint: 8000, stall: true });
  radio.set("/down", { status: 503 });
  const port = new URL(radio.url("/")).port;
  const podcasts: PodcastRegistry = {
    categories: [],
    shows: [],
    stations: [
      station("desk", radio.url("/desk")),
      station("plain", radio.url("/plain"), "aac"),
      station("hostile", radio.url("/hostile")),
      station("latin1", radio.url("/latin1")),
      station("huge", radio.url("/huge")),
      station("stalled", radio.url("/stalled")),
      station("down", radio.url("/down")),
      station("hls", radio.url("/desk"), "hls"),
      // A public name that resolves into this machine: the fetcher's SSRF guard refuses it.
      station("rebound", `http://radio.example:${port}/desk`),
    ],
  };
  server = await startHarness(
    testFeeds({ "bbc/breaking": { sources: [radio.url("/down")], sample: true } }),
    {
      podcasts,
      network: {
        ...defaultNetworkPolicy,
        lookup: (_host, options, callback) =>
          options.all
            ? callback(null, [{ address: "127.0.0.1", family: 4 }])
            : callback(null, "127.0.0.1", 4),
      },
    },
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
  await radio?.close();
});

describe("now playing", () => {
  it("names the station and the programme its ICY metadata gives, then closes the stream", async () => {
    const { status, cache, body } = await now("desk");
    expect(status).toBe(200);
    expect(body).toEqual({ station: "desk", name: "Radio desk", programme: "The Midday Desk" });
    expect(cache).toContain("max-age=30");
    expect(radio.hits("/desk")).toEqual({ total: 1, icy: "1" });
    // The stream is not read on: its connection closes once the title is read.
    await until(() => radio.open() === 0, "the stream's connection closed");
    // Asked again within 30 s: the answer kept, the station not asked.
    expect((await now("desk")).body.programme).toBe("The Midday Desk");
    expect(radio.hits("/desk").total).toBe(1);
  });

  it("names the station alone when its stream carries no metadata", async () => {
    const { status, body } = await now("plain");
    expect(status).toBe(200);
    expect(body).toEqual({ station: "plain", name: "Radio plain", programme: null });
    expect(radio.hits("/plain").total).toBe(1);
  });

  it("makes hostile metadata plain text: no control or bidi characters, cut to a line", async () => {
    const { body } = await now("hostile");
    const programme = body.programme ?? "";
    expect(programme.startsWith("<script>alert(1)</script> evil x")).toBe(true);
    expect(programme).not.toMatch(/[\p{Cc}\u202e]/u);
    expect([...programme]).toHaveLength(161);
    expect(programme.endsWith("…")).toBe(true);
  });

  it("reads Latin-1 metadata from older encoders", async () => {
    expect((await now("latin1")).body.programme).toBe("Journal de 13h \u00e9dition sp\u00e9ciale");
  });

  it("gives up on a stream too slow, too long between titles, or failing, with the name", async () => {
    const started = Date.now();
    const answers = await Promise.all(["huge", "stalled", "down"].map(now));
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(body.programme).toBeNull();
      expect(body.name).toBe(`Radio ${body.station}`);
    }
    // The stalled stream costs the fetch's total timeout (1 s in tests), no more.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("does not read an HLS station's stream, nor one steered into a private network", async () => {
    const before = radio.hits("/desk").total;
    expect((await now("hls")).body).toEqual({ station: "hls", name: "Radio hls", programme: null });
    expect((await now("rebound")).body.programme).toBeNull();
    expect(radio.hits("/desk").total).toBe(before);
  });

  it("answers 404 for a station the registry does not hold", async () => {
    const { status, body } = await now("nowhere");
    expect(status).toBe(404);
    expect(body.error).toContain("Unknown station");
  });
});
