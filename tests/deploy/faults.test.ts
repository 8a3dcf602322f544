/**
 * The reference deployment's slower faults (issue 47; docs/deploy.md), on one topology:
 * PostgreSQL, two instances ingesting from a loopback publisher, nginx in front. While
 * clients ask through nginx (answers it has cached and answers it must ask an instance
 * for): a rolling restart loses no request; the ingesting instance killed, the other
 * ingests within a minute (the advisory lock); PostgreSQL stopped for 30 s, pages, the API
 * and the status keep answering 200 and the status says the database is unreachable,
 * until it answers again; what the publisher added meanwhile is then archived.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type LocalDeployment,
  sourceInstance,
  startLocalDeployment,
} from "../../tools/deploy/localDeployment.ts";
import { numberedItems, rssFeed } from "../server/db/rssFeed.ts";
import { configReading } from "../server/serverProcess.ts";
import { startUpstream, type Upstream } from "../server/upstreamServer.ts";
import { until } from "../support/until.ts";
import { startLoad } from "./steadyLoad.ts";

let upstream: Upstream;
let deployment: LocalDeployment;
let storyId = "";

const publish = (...prefixes: string[]) =>
  upstream.set("/feed.xml", {
    kind: "body",
    body: rssFeed(prefixes.flatMap((prefix) => numberedItems(prefix, 6))),
    contentType: "application/rss+xml",
  });

beforeAll(async () => {
  upstream = await startUpstream();
  publish("Quokka");
  deployment = await startLocalDeployment({
    instances: 2,
    port: 0,
    command: sourceInstance,
    env: {
      CONFIG_DIR: await configReading(upstream.url("/feed.xml")),
      FETCH_ALLOW_PRIVATE_NETWORKS: "1",
      SYNC_INTERVAL_MS: "1000",
      CLIENT_DIR: "/nonexistent",
      INGEST_WORKERS: "0",
      SEARCH_WORKERS: "0",
    },
  });
  await until(() => found("quokka"), "the first ingest", 30_000);
  await useStoryOf("Quokka");
}, 90_000);

afterAll(async () => {
  await deployment?.stop();
  await upstream?.close();
});

/**
 * Asks the load for a story of the publisher's current items (one whose reports left every
 * feed is read from the archive, which a database outage takes away) once both instances
 * answer it.
 */
async function useStoryOf(prefix: string): Promise<void> {
  await until(async () => {
    const articles = (await (
      await fetch(`${deployment.url}/public/api/bbc/breaking?t=${Date.now()}`)
    ).json()) as { title: string; storyId: string }[];
    const id = articles.find((article) => article.title.startsWith(prefix))?.storyId;
    if (!id) return false;
    const answers = await Promise.all(
      deployment.instances.map((instance) =>
        fetch(`http://127.0.0.1:${instance.port}/public/api/stories/${id}`),
      ),
    );
    if (answers.some((answer) => answer.status !== 200)) return false;
    storyId = id;
    return true;
  }, `a story of ${prefix} on both instances`);
}

/** Whether a search through nginx (a URL of its own: never cached) finds `word`. */
async function found(word: string): Promise<boolean> {
  const response = await fetch(`${deployment.url}/public/api/search?q=${word}&t=${Date.now()}`);
  return response.ok && ((await response.json()) as unknown[]).length > 0;
}

/** Pages, feeds, a story, the status and a search: cached by nginx, and not (`?n=`). */
const paths = (i: number) =>
  [
    "/public/api/bbc/breaking",
    `/public/api/bbc/breaking?n=${i}`,
    `/africa?n=${i}`,
    "/",
    `/public/api/stories/${storyId}?n=${i}`,
    `/story/${storyId}`,
    "/public/api/search?q=quokka",
    `/public/api/status?n=${i}`,
  ][i % 8] as string;

/** The ingesting instance: the last to log that it took the lock. */
function ingester(): number | undefined {
  let latest: { n: number; at: number } | undefined;
  for (const instance of deployment.instances) {
    for (const line of deployment.logOf(instance.n).split("\n")) {
      if (!line.includes("holds the ingest lock")) continue;
      const at = Number(/"time":(\d+)/.exec(line)?.[1]);
      if (!latest || at > latest.at) latest = { n: instance.n, at };
    }
  }
  return latest?.n;
}

async function storageOf(port: number): Promise<{ state: string; error: string | null }> {
  const response = await fetch(`http://127.0.0.1:${port}/public/api/status`);
  return ((await response.json()) as { storage: { state: string; error: string | null } }).storage;
}

describe("the deployment's faults", () => {
  it("loses no request in a rolling restart (SIGTERM, start again, the next)", async () => {
    const load = startLoad(deployment.url, paths, 6);
    for (const n of [1, 2]) {
      const instance = deployment.instances[n - 1];
      instance?.process.kill("SIGTERM");
      expect(await instance?.exited).toBe(0);
      const before = load.answered();
      await until(() => load.answered() > before + 50, "requests answered by the other alone");
      await deployment.restart(n);
      // nginx tries an instance it saw fail again after fail_timeout (2 s): stopping the
      // next before then leaves it none to try.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
    }
    const { answered, failures } = await load.stop();
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(200);
  }, 90_000);

  it("ingests on the other instance within a minute when the ingesting one is killed", async () => {
    await until(() => ingester() !== undefined, "an instance to take the ingest lock", 15_000);
    const killed = ingester() as number;
    deployment.instances[killed - 1]?.process.kill("SIGKILL");
    await deployment.instances[killed - 1]?.exited;
    publish("Wombat");
    const started = Date.now();
    await until(() => found("wombat"), "the new item through the other instance", 60_000);
    expect(ingester()).not.toBe(killed);
    expect(Date.now() - started).toBeLessThan(60_000);
    await deployment.restart(killed);
    await useStoryOf("Wombat");
  }, 90_000);

  it("answers pages, the API and the status for the 30 s PostgreSQL is stopped, says so, then archives what came meanwhile", async () => {
    const load = startLoad(deployment.url, paths, 6);
    await deployment.postgres.pause();
    const stoppedAt = Date.now();
    publish("Wombat", "Numbat");
    const ports = deployment.instances.map((instance) => instance.port);
    await until(
      async () =>
        (await Promise.all(ports.map(storageOf))).every(
          (storage) => storage.state === "unwritable" && storage.error?.includes("unreachable"),
        ),
      "both instances to say the database is unreachable",
      10_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() - stoppedAt)));
    await deployment.postgres.resume();
    const { answered, failures } = await load.stop();
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(200);
    await until(
      async () => (await Promise.all(ports.map(storageOf))).every((s) => s.state === "ok"),
      "both instances to find the database again (two probes 3 s apart)",
      20_000,
    );
    await until(() => found("numbat"), "what the publisher added meanwhile", 60_000);
  }, 120_000);
});
