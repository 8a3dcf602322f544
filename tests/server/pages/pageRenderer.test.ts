/** Loading the page renderer module: every way it can fail is an error naming the file. */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { importRenderer } from "../../../src/server/pages/pageRenderer.ts";

describe("importRenderer", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  async function moduleUrl(source: string): Promise<URL> {
    const dir = await mkdtemp(join(tmpdir(), "maverick-renderer-"));
    dirs.push(dir);
    const file = join(dir, "entry-server.mjs");
    await writeFile(file, source);
    return pathToFileURL(file);
  }

  it("returns the module's renderPage", async () => {
    const url = await moduleUrl('export function renderPage() { return "page"; }');
    const render = await importRenderer(url);
    expect(render("/", { feed: () => undefined })).toBe("page");
  });

  it("names a module that exports no renderer", async () => {
    const url = await moduleUrl("export const nothing = 1;");
    await expect(importRenderer(url)).rejects.toThrow(
      `cannot load the page renderer ${url.pathname}: it exports no renderPage (rebuild it: npm run build:app)`,
    );
  });

  it("gives up on a module that never finishes loading", async () => {
    const url = await moduleUrl("await new Promise(() => {}); export function renderPage() {}");
    await expect(importRenderer(url, 200)).rejects.toThrow(
      /entry-server\.mjs: it did not finish loading within 0\.2 s/,
    );
  });
});
