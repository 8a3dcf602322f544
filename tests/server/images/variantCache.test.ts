/** The disk cache of resized images, on real files: its bound, its order, a restart. */
import { mkdtemp, readdir, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { VariantCache } from "../../../src/server/images/variantCache.ts";

const bytes = (fill: number) => Buffer.alloc(3_000, fill);

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(join(dir, name))).size;
  return total;
}

describe("VariantCache", () => {
  it("stays within its bound, evicting the least recently used first, and survives a restart", async () => {
    const dir = await mkdtemp(join(tmpdir(), "maverick-variants-"));
    let clock = Date.now();
    const now = () => clock;
    const cache = await VariantCache.open(dir, 10_000, now);
    for (const key of ["a", "b", "c"]) {
      await cache.put(key, bytes(key.charCodeAt(0)), "avif");
      clock += 120_000;
    }
    // "a" is used again, so "b" is now the least recently used.
    expect(cache.get("a")).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the touch is written in the background
    clock += 120_000;
    await cache.put("d", bytes(100), "webp");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.size).toBeLessThanOrEqual(10_000);
    expect(await folderBytes(dir)).toBe(cache.size);
    expect(cache.count).toBe(3);

    // A restart (a crash mid-write leaves a temporary file behind) finds the same variants.
    await writeFile(join(dir, "0123.avif.99.tmp"), "half");
    const reopened = await VariantCache.open(dir, 10_000, now);
    expect(reopened.count).toBe(3);
    const a = reopened.get("a");
    expect(a && (await reopened.read(a))?.equals(bytes("a".charCodeAt(0)))).toBe(true);
    expect(a?.etag).toBe(cache.get("a")?.etag);
    expect(await readdir(dir)).not.toContain("0123.avif.99.tmp");

    // With a smaller bound, the oldest ("c", untouched since it was written) goes first.
    const smaller = await VariantCache.open(dir, 6_500, now);
    expect(smaller.size).toBeLessThanOrEqual(6_500);
    expect(smaller.get("c")).toBeUndefined();
    expect(smaller.get("d")).toBeDefined();
    expect(await folderBytes(dir)).toBe(smaller.size);
  });

  it("replaces a variant whose bytes changed, keeping one file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "maverick-variants-"));
    const cache = await VariantCache.open(dir, 100_000);
    const first = await cache.put("a", bytes(1), "jpeg");
    const second = await cache.put("a", bytes(2), "jpeg");
    expect(second.etag).not.toBe(first.etag);
    expect(await readdir(dir)).toHaveLength(1);
    expect(cache.size).toBe(3_000);
  });
});
