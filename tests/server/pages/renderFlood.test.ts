/**
 * One connection cannot stall the pages rendered on demand: 2,000 pipelined variant and
 * story requests written on one socket, which is then closed at once (the probe of issue 35),
 * while other readers ask for a variant, a language edition and the status page. Each
 * rendering holds the render thread 25 ms, as a real page does, so the flood alone is
 * about 18 s of rendering if nothing is dropped.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness, testFeeds } from "../harness.ts";
import { openSocket, parseHead } from "../rawHttp.ts";

const stubRenderer = new URL("../stubRenderer.ts", import.meta.url);
const sorts = ["old", "popular", "trending"];
const langs = ["es", "fr", "ar"];

let server: Harness;

beforeAll(async () => {
  process.env.STUB_RENDER_MS = "25";
  server = await startHarness(testFeeds({}), { renderer: stubRenderer, renderWorkers: 1 });
});

afterAll(async () => {
  await server?.close();
  delete process.env.STUB_RENDER_MS;
});

/** Every route × sort × language: distinct renderings, none cached yet. */
function floodPaths(count: number): string[] {
  const routes = server.server.config.manifest.routes.map((route) => route.path);
  const paths: string[] = [];
  for (let i = 0; paths.length < count; i++) {
    const route = routes[i % routes.length] as string;
    const sort = sorts[Math.floor(i / routes.length) % sorts.length] as string;
    const lang = langs[Math.floor(i / (routes.length * sorts.length)) % langs.length] as string;
    // Every fifth, a story page (each id a rendering of its own).
    paths.push(i % 5 === 4 ? `/story/flood-${i}` : `${route}?sort=${sort}&lang=${lang}&n=${i}`);
  }
  return paths;
}

async function timed(path: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${server.base}${path}`);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

describe("the render queue under one connection's flood", () => {
  it("answers other readers' variant, edition, story and status pages within 2 s", async () => {
    const socket = await openSocket(Number(new URL(server.base).port));
    socket.on("error", () => undefined);
    const requests = floodPaths(2_000)
      .map((path) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`)
      .join("");
    socket.write(requests);
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();

    const others = await Promise.all([
      timed("/middleeast?lang=ar&sort=old"),
      timed("/europe?lang=fr&sort=popular"),
      timed("/africa?lang=es"),
      timed("/status"),
      timed("/story/a-reader-s-story"),
      timed("/no-such-page"),
    ]);
    for (const { status, ms } of others) {
      expect(status).toBeLessThan(500);
      expect(ms).toBeLessThan(2_000);
    }
    console.info(
      `after 2,000 pipelined variants on an aborted socket: ${others.map((o) => `${o.ms.toFixed(0)} ms`).join(", ")}; still queued: ${server.pages?.queued}`,
    );
    // What the gone connection asked for is not rendered.
    await expect.poll(() => server.pages?.queued, { timeout: 2_000 }).toBe(0);
  }, 30_000);

  it("refuses a connection's requests past its bound at once (503, Retry-After), never a long wait", async () => {
    const socket = await openSocket(Number(new URL(server.base).port));
    let text = "";
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
    });
    const paths = floodPaths(40).map((path) => path.replace("&n=", "&x=1&n="));
    const started = performance.now();
    socket.write(paths.map((path) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`).join(""));
    // A reader on another connection is not held behind them.
    const other = await timed("/asia?sort=trending&lang=fr");
    expect(other.status).toBe(200);
    expect(other.ms).toBeLessThan(1_000);
    await expect
      .poll(() => text.split("HTTP/1.1 ").length - 1, { timeout: 10_000 })
      .toBe(paths.length);
    const elapsed = performance.now() - started;
    socket.destroy();
    const heads = text
      .split("HTTP/1.1 ")
      .slice(1)
      .map((part) => parseHead(`HTTP/1.1 ${part}`));
    const statuses = heads.map((head) => head.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(4);
    const busy = heads.filter((head) => head.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const head of busy) expect(head.headers["retry-after"]).toBe("2");
    // Its answered renderings took their turns; the refusals cost nothing.
    expect(elapsed).toBeLessThan(5_000);
  }, 30_000);
});
