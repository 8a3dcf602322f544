/** Lookups wait their turn (src/server/feeds/privateNetworks.ts): libuv's threads are few. */
import type { LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import { expect, it } from "vitest";
import { limitLookups } from "../../../src/server/feeds/privateNetworks.ts";

it("runs at most two lookups at once, and gives each caller its own answer or error", async () => {
  let running = 0;
  let most = 0;
  const pending: (() => void)[] = [];
  // A resolver that answers only when told: the first two hang until the test lets them go.
  const slow: LookupFunction = (hostname, _options, callback) => {
    running++;
    most = Math.max(most, running);
    pending.push(() => {
      running--;
      if (hostname === "nowhere.test")
        callback(Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" }), "");
      else callback(null, [{ address: `192.0.2.${hostname.length}`, family: 4 }]);
    });
  };
  const lookup = limitLookups(slow, 2);
  const ask = (hostname: string) =>
    new Promise<string>((resolve) =>
      lookup(hostname, { all: true }, (error, addresses) =>
        resolve(error ? String(error.code) : ((addresses as LookupAddress[])[0]?.address ?? "")),
      ),
    );
  const answers = Promise.all(
    ["a.test", "nowhere.test", "ccc.test", "dddd.test", "e.test"].map(ask),
  );
  await new Promise((resolve) => setImmediate(resolve));
  expect(running).toBe(2);
  while (pending.length > 0) {
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(await answers).toEqual(["192.0.2.6", "ENOTFOUND", "192.0.2.8", "192.0.2.9", "192.0.2.6"]);
  expect(most).toBe(2);
});
