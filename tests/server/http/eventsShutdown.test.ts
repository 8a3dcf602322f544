/** SIGTERM with live update streams open: they are ended at once and the process exits 0. */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { eventsApiPath } from "../../../src/shared/sitePaths.ts";
import { startServer } from "../serverProcess.ts";
import { openEventStream } from "./eventStream.ts";

const graceMs = 3_000;

describe("SIGTERM with event streams open", () => {
  it("ends every stream well within the grace period and exits 0", async () => {
    const server = await startServer({
      OFFLINE: "1",
      SHUTDOWN_GRACE_MS: String(graceMs),
      EVENTS_PER_IP: "100",
      DATA_DIR: await mkdtemp(join(tmpdir(), "maverick-data-")),
    });
    const streams = await Promise.all(
      Array.from({ length: 50 }, () =>
        openEventStream(`${server.url.slice(0, -1)}${eventsApiPath}`),
      ),
    );
    expect(streams.map((stream) => stream.status)).toEqual(Array(50).fill(200));
    await Promise.all(streams.map((stream) => stream.next((block) => block.id !== undefined)));
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    await Promise.all(streams.map((stream) => stream.ended));
    const endedMs = Date.now() - signalled;
    expect(await server.exit).toBe(0);
    // Ended by the server at once, not cut when the grace period ran out.
    expect(endedMs).toBeLessThan(graceMs / 2);
    expect(Date.now() - signalled).toBeLessThan(graceMs);
  }, 30_000);
});
