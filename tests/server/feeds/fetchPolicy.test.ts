/**
 * The fetcher's manners and its guard, over real HTTP on loopback: the SSRF guard (127.0.0.2
 * plays a public publisher, 127.0.0.1 the server's own network), exponential backoff, the
 * per-host cap and per-source User-Agents.
 */
import { lookup as dnsLookup } from "node:dns";
import type { LookupFunction } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isPrivateAddress, type NetworkPolicy } from "../../../src/server/feeds/privateNetworks.ts";
import type { SourceStatus } from "../../../src/shared/feedStatus.ts";
import type { FeedsConfig } from "../../../src/shared/feedsConfig.ts";
import { hideAddresses } from "../../../src/shared/publicStatus.ts";
import { type Harness, startHarness, statusOf } from "../harness.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";

const publicAddress = "127.0.0.2";

/** Resolves names from a table that tests can change, as a rebinding DNS server would. */
function testResolver(table: Map<string, string>): LookupFunction {
  return (hostname, options, callback) => {
    const address = table.get(hostname);
    if (address === undefined) return dnsLookup(hostname, options, callback);
    if (options.all) callback(null, [{ address, family: 4 }]);
    else callback(null, address, 4);
  };
}

function endpoints(...sources: FeedsConfig["endpoints"][string]["sources"][]): FeedsConfig {
  const names = ["europe", "africa", "asia", "america", "science", "space", "energy"];
  return {
    version: 1,
    defaults: { refreshMinutes: 10, maxItems: 50 },
    endpoints: Object.fromEntries(
      sources.map((list, i) => [`newYork/${names[i]}`, { sources: list, sample: true }]),
    ),
  };
}

async function sourceStatus(server: Harness, url: string): Promise<SourceStatus> {
  const body = await statusOf(server);
  // The public status hides IP addresses; a source is found by its public form.
  for (const endpoint of Object.values(body.endpoints))
    for (const source of endpoint.sources) if (source.url === hideAddresses(url)) return source;
  throw new Error(`no status for ${url}`);
}

let internal: Upstream;
let publisher: Upstream;
let server: Harness | undefined;
const names = new Map<string, string>();
/** The real classification, except that 127.0.0.2 stands in for a public address. */
const network: NetworkPolicy = {
  allowPrivateNetworks: false,
  isPrivateAddress: (address) => address !== publicAddress && isPrivateAddress(address),
  lookup: testResolver(names),
};

beforeAll(async () => {
  internal = await startUpstream("127.0.0.1");
  internal.set("/secret", {
    kind: "body",
    body: '<rss version="2.0"><channel><item><title>Internal secret</title><link>https://internal.example/secret</link></item></channel></rss>',
  });
  // Same port on both addresses, so a name rebound from one to the other reaches /secret.
  publisher = await startUpstream(publicAddress, Number(new URL(internal.url("/")).port));
  publisher.set("/feed.xml", { kind: "file", file: "rss2-media.xml" });
  publisher.set("/secret", { kind: "file", file: "rss2-media.xml" });
});

afterEach(async () => {
  await server?.close();
  server = undefined;
});

afterAll(async () => {
  await internal.close();
  await publisher.close();
});

describe("SSRF guard", () => {
  it("refuses a redirect from a public host into the server's own network", async () => {
    publisher.set("/to-internal", { kind: "redirect", to: internal.url("/secret") });
    const url = publisher.url("/to-internal");
    server = await startHarness(endpoints([url]), { network });
    await server.refresher.refreshAll();
    const status = await sourceStatus(server, url);
    expect(status.lastError).toBe("refused: redirect into a private network");
    expect(internal.hits("/secret").total).toBe(0);
    const api = await (await fetch(`${server.base}/public/api/newYork/europe`)).text();
    expect(api).not.toContain("Internal secret");
    // What the public sees names the kind of error, never the internal address.
    const everything = await (await fetch(`${server.base}/public/api/status`)).text();
    expect(everything).not.toContain(new URL(internal.url("/")).host);
  });

  it("refuses the cloud metadata address without connecting", async () => {
    publisher.set("/to-metadata", {
      kind: "redirect",
      to: "http://169.254.169.254/latest/meta-data/",
    });
    const url = publisher.url("/to-metadata");
    server = await startHarness(endpoints([url]), { network });
    const started = Date.now();
    await server.refresher.refreshAll();
    expect(Date.now() - started).toBeLessThan(500);
    expect((await sourceStatus(server, url)).lastError).toBe(
      "refused: redirect into a private network",
    );
  });

  it("checks the address DNS gives on every fetch, so a rebound name is refused", async () => {
    names.set("rebind.test", publicAddress);
    const url = publisher.url("/secret").replace(publicAddress, "rebind.test");
    server = await startHarness(endpoints([url]), { network });
    await server.refresher.refreshSource(url);
    expect((await sourceStatus(server, url)).lastError).toBeNull();
    expect(publisher.hits("/secret").total).toBe(1);

    names.set("rebind.test", "127.0.0.1");
    await server.refresher.refreshSource(url);
    expect((await sourceStatus(server, url)).lastError).toBe(
      "refused: the feed's host is in a private network",
    );
    expect(internal.hits("/secret").total).toBe(0);
  });

  it("also refuses a redirect that names a private address in IPv4-mapped IPv6", async () => {
    publisher.set("/to-mapped", { kind: "redirect", to: "http://[::ffff:127.0.0.1]:1/secret" });
    const url = publisher.url("/to-mapped");
    server = await startHarness(endpoints([url]), { network });
    await server.refresher.refreshAll();
    expect((await sourceStatus(server, url)).lastError).toBe(
      "refused: redirect into a private network",
    );
  });

  it("follows redirects when the configured URL is itself on a private network (a mirror)", async () => {
    internal.set("/mirror", { kind: "redirect", to: "/feed.xml" });
    internal.set("/feed.xml", { kind: "file", file: "rss2-media.xml" });
    const url = internal.url("/mirror");
    server = await startHarness(endpoints([url]), { network });
    await server.refresher.refreshAll();
    const status = await sourceStatus(server, url);
    expect(status.lastError).toBeNull();
    expect(status.finalUrl).toBe(hideAddresses(internal.url("/feed.xml")));
  });

  it("follows a redirect into a private network when the setting opts in", async () => {
    publisher.set("/to-internal", { kind: "redirect", to: internal.url("/secret") });
    const url = publisher.url("/to-internal");
    server = await startHarness(endpoints([url]), {
      network: { ...network, allowPrivateNetworks: true },
    });
    await server.refresher.refreshAll();
    const status = await sourceStatus(server, url);
    expect(status.lastError).toBeNull();
    expect(status.finalUrl).toBe(hideAddresses(internal.url("/secret")));
  });

  it("names the kind of a failure, never the address, and the final URL of a redirect", async () => {
    publisher.set("/moved", { kind: "redirect", to: "/forbidden" });
    publisher.set("/forbidden", { kind: "status", status: 403 });
    const moved = publisher.url("/moved");
    const closed = "http://127.0.0.1:9/feed.xml";
    server = await startHarness(endpoints([moved], [closed]), { network });
    await server.refresher.refreshAll();
    const status = await sourceStatus(server, moved);
    expect(status.lastError).toBe("HTTP 403 from the final URL");
    expect(status.finalUrl).toBe(hideAddresses(publisher.url("/forbidden")));
    expect((await sourceStatus(server, closed)).lastError).toBe("connection refused");
  });
});

describe("polite fetching", () => {
  it("backs off exponentially while a source fails, and resets on success", async () => {
    publisher.set("/flaky", { kind: "status", status: 500 });
    const url = publisher.url("/flaky");
    // random 0.5 means no jitter, so the delays are exact.
    server = await startHarness(endpoints([url]), { network, random: () => 0.5 });
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      await server.refresher.refreshSource(url);
      const status = await sourceStatus(server, url);
      delays.push(Math.round((Date.parse(status.nextAttempt ?? "") - Date.now()) / 60_000));
    }
    expect(delays).toEqual([10, 20, 40, 80, 160, 320, 360]);
    expect((await sourceStatus(server, url)).consecutiveFailures).toBe(7);

    publisher.set("/flaky", { kind: "file", file: "rss2-media.xml" });
    await server.refresher.refreshSource(url);
    const recovered = await sourceStatus(server, url);
    expect(recovered.consecutiveFailures).toBe(0);
    expect(Math.round((Date.parse(recovered.nextAttempt ?? "") - Date.now()) / 60_000)).toBe(10);
  });

  it("has at most 2 requests in flight per host", async () => {
    const slow = (host: Upstream, i: number) => {
      host.set(`/slow${i}.xml`, { kind: "file", file: "rss2-media.xml", delayMs: 300 });
      return host.url(`/slow${i}.xml`);
    };
    const one = await startUpstream("127.0.0.3");
    const two = await startUpstream("127.0.0.4");
    try {
      const sources = [0, 1, 2, 3, 4].flatMap((i) => [[slow(one, i)], [slow(two, i)]]);
      server = await startHarness(endpoints(...sources.slice(0, 7)), { network });
      let both = 0;
      const gauge = setInterval(() => {
        both = Math.max(both, one.inFlight() + two.inFlight());
      }, 10);
      await server.refresher.refreshAll();
      clearInterval(gauge);
      expect(one.maxInFlight()).toBe(2);
      expect(two.maxInFlight()).toBe(2);
      // The two hosts were fetched side by side: 4 at once, not 2.
      expect(both).toBe(4);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it("sends a source's own User-Agent when the config gives one", async () => {
    publisher.set("/picky.xml", { kind: "file", file: "rss2-media.xml" });
    publisher.set("/plain.xml", { kind: "file", file: "atom.xml" });
    const picky = publisher.url("/picky.xml");
    server = await startHarness(
      endpoints(
        [{ url: picky, userAgent: "Mozilla/5.0 (compatible; MaverickNews/0.1)" }],
        [publisher.url("/plain.xml")],
      ),
      { network },
    );
    await server.refresher.refreshAll();
    expect(publisher.hits("/picky.xml").userAgent).toBe(
      "Mozilla/5.0 (compatible; MaverickNews/0.1)",
    );
    expect(publisher.hits("/plain.xml").userAgent).toBe("MaverickNews-FeedAggregator/test");
  });
});
