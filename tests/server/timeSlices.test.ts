/** Long work run in slices, the event loop given back between them (timeSlices.ts). */
import { describe, expect, it } from "vitest";
import { runInSlices, runNow, type Steps } from "../../src/server/timeSlices.ts";

function* counting(log: string[], steps: number): Steps<number> {
  for (let n = 0; n < steps; n++) {
    log.push(`step ${n}`);
    yield;
  }
  return steps;
}

describe("time slices", () => {
  it("runs every step at once and returns the result", () => {
    const log: string[] = [];
    expect(runNow(counting(log, 3))).toBe(3);
    expect(log).toEqual(["step 0", "step 1", "step 2"]);
  });

  it("gives the event loop back once a slice has run its budget, and only then", async () => {
    const log: string[] = [];
    const turn = () => setImmediate(() => log.push("other work"));
    turn();
    // No budget: the loop is given back after every step, so other work runs between them.
    const spent = { ms: 0 };
    expect(await runInSlices(counting(log, 2), spent, 0)).toBe(2);
    expect(spent.ms).toBeGreaterThanOrEqual(0);
    expect(log).toEqual(["step 0", "other work", "step 1"]);
    log.length = 0;
    turn();
    // A budget the steps stay within: they run in one slice.
    await runInSlices(counting(log, 3), undefined, 10_000);
    expect(log.slice(0, 3)).toEqual(["step 0", "step 1", "step 2"]);
  });
});
