/**
 * A page's data time (issue 45): the page's live updates stream starts from it (`?after=`),
 * so it must never be later than a change the page does not show. The render thread runs at
 * a lower priority: on a busy machine it starts a rendering a while after the main thread
 * handed it over, by when the data may have changed again. A page rendered with the older
 * data was stamped with the time the rendering started, after the change: opened then, it
 * was never told of the change (the notice that did not come). Here the home page's
 * rendering starts a second late (STUB_START_MS) while its feed changes meanwhile.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { eventsApiPath } from "../../../src/shared/sitePaths.ts";
import { until } from "../../support/until.ts";
import { numberedItems, rssFeed } from "../db/rssFeed.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { changedEndpoints, openEventStream } from "../http/eventStream.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";

const stubRenderer = new URL("../stubRenderer.ts", import.meta.url);
const startMs = 1_000;

let upstream: Upstream;
let server: Harness;
const publish = (prefix: string) =>
  upstream.set("/breaking.xml", { kind: "body", body: rssFeed(numberedItems(prefix, 3)) });
const home = async () => (await fetch(`${server.base}/`)).text();

beforeAll(async () => {
  upstream = await startUpstream();
  publish("Alpha");
  process.env.STUB_START_MS = String(startMs);
  server = await startHarness(
    testFeeds({ "bbc/breaking": { sources: [upstream.url("/breaking.xml")], sample: false } }),
    { renderer: stubRenderer, renderWorkers: 1, ingestWorkers: 0 },
  );
  await server.refresher.refreshAll();
  await until(async () => (await home()).includes("<h1>Alpha"), "the first rendering", 20_000);
}, 30_000);

afterAll(async () => {
  delete process.env.STUB_START_MS;
  await server?.close();
  await upstream?.close();
});

it("is when the data was current, so a page rendered late is told of the change it lacks", async () => {
  publish("Bravo");
  await server.refresher.refreshSource(upstream.url("/breaking.xml"));
  // Bravo's rendering is handed to the thread now; Charlie lands before it starts.
  await new Promise((resolve) => setTimeout(resolve, 100));
  publish("Charlie");
  await server.refresher.refreshSource(upstream.url("/breaking.xml"));
  let page = "";
  await until(async () => {
    page = await home();
    return page.includes("<h1>Bravo");
  }, "the page rendered with Bravo");
  const dataTime = /"dataUpdatedAt":(\d+)/.exec(page)?.[1];
  expect(dataTime).toBeDefined();
  const stream = await openEventStream(`${server.base}${eventsApiPath}?after=${dataTime}`);
  try {
    const first = await stream.next((block) => block.id !== undefined);
    // It names the feed changed since (to Charlie), which the page does not show.
    expect(first.data).toBeDefined();
    expect(Object.keys(changedEndpoints(first))).toContain("bbc/breaking");
  } finally {
    stream.close();
  }
  await until(async () => (await home()).includes("<h1>Charlie"), "the page with Charlie", 10_000);
}, 30_000);
