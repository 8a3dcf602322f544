/** A port already taken: the server says which, and how to choose another (`PORT=`). */
import { mkdtemp } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenFailure } from "../../../src/server/http/listenFailure.ts";
import { runServer } from "../serverProcess.ts";

describe("a port in use", () => {
  let taken: Server;
  let port: number;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    port = (taken.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  it("stops the real process with the port and the PORT setting that gets round it", async () => {
    const server = runServer({
      PORT: String(port),
      OFFLINE: "1",
      DATA_DIR: await mkdtemp(join(tmpdir(), "maverick-port-")),
      CLIENT_DIR: "/nonexistent",
    });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain(
      `cannot listen on 127.0.0.1:${port}: port ${port} is already in use (EADDRINUSE).`,
    );
    expect(server.output()).toContain("choose another port: PORT=8080 npm start");
  }, 30_000);

  it("names the setting for the other reasons a listen fails", () => {
    const error = (code: string) => Object.assign(new Error(code), { code });
    expect(listenFailure(error("EADDRINUSE"), "::1", 8080, "npm run dev")).toEqual([
      "cannot listen on [::1]:8080: port 8080 is already in use (EADDRINUSE).",
      "Stop what is using it, or choose another port: PORT=8081 npm run dev",
    ]);
    expect(listenFailure(error("EACCES"), "0.0.0.0", 80)[1]).toBe(
      "Choose a port above 1023: PORT=8080 npm start",
    );
    expect(listenFailure(error("EADDRNOTAVAIL"), "10.9.9.9", 8080)[1]).toContain("Set HOST");
    expect(listenFailure(new Error("odd"), "127.0.0.1", 8080)).toEqual([
      "cannot listen on 127.0.0.1:8080: odd",
    ]);
  });
});
