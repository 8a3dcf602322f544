/**
 * The reference deployment (issue 47; docs/deploy.md) from `npm run deploy:local`'s own
 * code: PostgreSQL, two instances, nginx with deploy/nginx.conf. A cached answer is an
 * instance's own bytes and headers, one copy per encoding whatever its spelling. Then one
 * instance is killed (SIGKILL) while clients ask through nginx for answers it does not hold
 * in its cache (a query string of their own each) and for cached ones: nginx retries the
 * other instance, so no request fails. The instances run from source (the build comes later
 * in `npm test`).
 */
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type LocalDeployment,
  sourceInstance,
  startLocalDeployment,
} from "../../tools/deploy/localDeployment.ts";
import { until } from "../support/until.ts";
import { startLoad } from "./steadyLoad.ts";

let deployment: LocalDeployment;

beforeAll(async () => {
  deployment = await startLocalDeployment({
    instances: 2,
    port: 0,
    command: sourceInstance,
    env: { OFFLINE: "1", CLIENT_DIR: "/nonexistent", LOG_LEVEL: "warn" },
  });
}, 60_000);

afterAll(async () => {
  await deployment?.stop();
});

/** Uncached (a query string of its own: the instances answer) and cached answers, in turn. */
const paths = (i: number) =>
  [
    `/public/api/bbc/breaking?n=${i}`,
    "/public/api/bbc/breaking",
    `/public/api/newYork/world?n=${i}`,
    `/africa?n=${i}`,
    "/",
  ][i % 5] as string;

interface Answer {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET as sent: no decompression, `Accept-Encoding` only when given. */
function get(url: string, acceptEncoding: string | undefined): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** Headers of the connection or the moment, not of the answer. */
const ofTheMoment = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

describe("a cached answer through nginx", () => {
  it("is the instance's bytes and headers, one copy per encoding", async () => {
    // A query of a shape the site makes (a page number) is a key of its own, not yet cached.
    const path = "/public/api/bbc/breaking?page=9";
    // [what the reader sends, what nginx asks an instance for, what the cache did]
    const asked: [string | undefined, string | undefined, string[]][] = [
      ["gzip", "gzip", ["MISS", "HIT"]],
      ["br", "br", ["MISS", "HIT"]],
      // Another spelling of the same choice: the br copy.
      ["gzip, deflate, br", "br", ["HIT", "HIT"]],
      [undefined, undefined, ["MISS", "HIT"]],
    ];
    for (const [reader, sent, cache] of asked) {
      // Either instance may have answered (a follower can hold an older edition for a
      // sync interval): the answer is the one whose ETag it carries.
      const direct = await Promise.all(
        deployment.instances.map(({ port }) => get(`http://127.0.0.1:${port}${path}`, sent)),
      );
      const answers = [await get(`${deployment.url}${path}`, reader)];
      answers.push(await get(`${deployment.url}${path}`, reader));
      expect(
        answers.map((answer) => answer.headers["x-cache"]),
        String(reader),
      ).toEqual(cache);
      for (const answer of answers) {
        const own = direct.find(({ headers }) => headers.etag === answer.headers.etag);
        expect(own?.body.equals(answer.body), String(reader)).toBe(true);
        for (const [name, value] of Object.entries(own?.headers ?? {}))
          if (!ofTheMoment.has(name)) expect(answer.headers[name], name).toEqual(value);
      }
    }
  });
});

describe("what nginx caches", () => {
  it("only the queries the site makes: a cache buster goes to an instance, uncached", async () => {
    const cacheOf = async (path: string) =>
      [
        (await get(`${deployment.url}${path}`, "br")).headers["x-cache"],
        (await get(`${deployment.url}${path}`, "br")).headers["x-cache"],
      ] as const;
    expect(await cacheOf("/public/api/bbc/breaking?lang=es")).toEqual(["MISS", "HIT"]);
    expect(await cacheOf("/public/api/newYork/world?page=2&lang=fr")).toEqual(["MISS", "HIT"]);
    // A search too: one kept is served while the database is away (faults.test.ts).
    expect(await cacheOf("/public/api/search?q=harbour&sort=newest")).toEqual(["MISS", "HIT"]);
    for (const path of [
      "/public/api/bbc/breaking?_=1795975031773",
      "/public/api/bbc/breaking?lang=es&n=1",
      "/public/api/bbc/breaking?page=1e9",
    ])
      expect(await cacheOf(path), path).toEqual(["BYPASS", "BYPASS"]);
  });
});

describe("the instances", () => {
  it("answer the API with the same bytes and ETags, so nginx may ask either", async () => {
    // Offline, each would date the samples from its own start (deploy:local gives SAMPLES_AT).
    for (const path of [
      "/public/api/bbc/breaking",
      "/public/api/newYork/world",
      "/public/api/today",
    ]) {
      const [first, second] = await Promise.all(
        deployment.instances.map(({ port }) => get(`http://127.0.0.1:${port}${path}`, "br")),
      );
      expect(first?.headers.etag, path).toMatch(/^"/);
      expect(second?.headers.etag, path).toBe(first?.headers.etag);
      expect(second?.body.equals(first?.body ?? Buffer.alloc(0)), path).toBe(true);
    }
  });
});

describe("nginx in front of two instances", () => {
  it("loses no request when one instance is killed under load", async () => {
    const load = startLoad(deployment.url, paths, 8);
    await until(() => load.answered() > 200, "requests answered by both instances");
    const victim = deployment.instances[0];
    victim?.process.kill("SIGKILL");
    expect(await victim?.exited).toBe("SIGKILL");
    const atKill = load.answered();
    await until(() => load.answered() > atKill + 300, "requests answered after the kill");
    const { answered, failures } = await load.stop();
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(500);
  }, 40_000);
});
