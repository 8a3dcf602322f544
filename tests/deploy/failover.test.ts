/**
 * The reference deployment (issue 47; docs/deploy.md) from `npm run deploy:local`'s own
 * code: PostgreSQL, two instances, nginx with deploy/nginx.conf. One instance is killed
 * (SIGKILL) while clients ask through nginx for answers it does not hold in its cache (a
 * query string of their own each) and for cached ones: nginx retries the other instance, so
 * no request fails. The instances run from source (the build comes later in `npm test`).
 */
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
