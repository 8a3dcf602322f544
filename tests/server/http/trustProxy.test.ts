/**
 * TRUST_PROXY (issue 47): behind nginx every request comes from the proxy's address, so the
 * per-address limits would count the proxy. With the proxy's address trusted, they count
 * the reader `X-Forwarded-For` names; from any other peer the header is ignored (a reader
 * cannot dodge a limit by sending one). The event stream's cap shows it over real HTTP;
 * search and the render queue read the same `request.ip`.
 */
import { afterEach, describe, expect, it } from "vitest";
import { parseSettings } from "../../../src/server/settings.ts";
import { eventsApiPath } from "../../../src/shared/sitePaths.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { type EventStream, openEventStream } from "./eventStream.ts";

let server: Harness | undefined;
let streams: EventStream[] = [];

afterEach(async () => {
  for (const stream of streams) stream.close();
  streams = [];
  await server?.close();
  server = undefined;
});

async function streamFor(reader: string): Promise<number> {
  const stream = await openEventStream(`${server?.base}${eventsApiPath}`, {
    "x-forwarded-for": reader,
  });
  streams.push(stream);
  return stream.status;
}

describe("TRUST_PROXY", () => {
  it("is off by default, and names the variable when an entry is not an address or range", () => {
    const unset = parseSettings({});
    expect(unset.ok && unset.settings.http.trustProxy).toBeUndefined();
    const set = parseSettings({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" });
    const trust = set.ok ? set.settings.http.trustProxy : undefined;
    expect([trust?.("10.1.2.3", 0), trust?.("127.0.0.1", 0), trust?.("192.0.2.1", 0)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(parseSettings({ TRUST_PROXY: "10.0.0.0/8,nginx" })).toEqual({
      ok: false,
      errors: [
        'TRUST_PROXY="10.0.0.0/8,nginx": must be addresses or CIDR ranges, comma-separated (invalid IP address: nginx)',
      ],
    });
  });

  it("from the trusted proxy, counts each reader X-Forwarded-For names against its own cap", async () => {
    server = await startHarness(testFeeds({}), {
      env: { EVENTS_PER_IP: "1", TRUST_PROXY: "127.0.0.1" },
    });
    expect(await streamFor("203.0.113.1")).toBe(200);
    expect(await streamFor("203.0.113.2")).toBe(200);
    // The first reader's second tab is over its cap, though the proxy holds three streams.
    expect(await streamFor("203.0.113.1")).toBe(429);
  });

  it("ignores X-Forwarded-For from a peer it does not trust", async () => {
    server = await startHarness(testFeeds({}), {
      env: { EVENTS_PER_IP: "1", TRUST_PROXY: "192.0.2.10" },
    });
    expect(await streamFor("203.0.113.1")).toBe(200);
    // Another claimed address from the same peer is the same client.
    expect(await streamFor("203.0.113.2")).toBe(429);
  });
});
