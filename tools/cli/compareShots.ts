import { readdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";

/** One screenshot that is not the same in both folders, and how. */
export interface ShotDifference {
  file: string;
  reason: string;
}

const pixels = (path: string) =>
  sharp(path).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

/**
 * Compares every PNG of `before` with the one of the same name in `after`, pixel by pixel
 * (PNG bytes may differ for the same pixels). Reports a missing shot, another size, or the
 * rows that differ.
 */
export async function compareShots(before: string, after: string): Promise<ShotDifference[]> {
  const files = (await readdir(before)).filter((file) => file.endsWith(".png")).sort();
  const differences: ShotDifference[] = [];
  for (const file of files) {
    const [a, b] = await Promise.all([pixels(join(before, file)), pixels(join(after, file))]).catch(
      () => [undefined, undefined],
    );
    if (!a || !b) {
      differences.push({ file, reason: "missing" });
    } else if (a.info.width !== b.info.width || a.info.height !== b.info.height) {
      differences.push({
        file,
        reason: `${a.info.width}x${a.info.height} -> ${b.info.width}x${b.info.height}`,
      });
    } else if (!a.data.equals(b.data)) {
      const rowBytes = a.info.width * 4;
      const rows: number[] = [];
      for (let y = 0; y < a.info.height; y++) {
        const start = y * rowBytes;
        if (
          !a.data.subarray(start, start + rowBytes).equals(b.data.subarray(start, start + rowBytes))
        )
          rows.push(y);
      }
      differences.push({ file, reason: `rows ${rows[0]}-${rows.at(-1)} differ (${rows.length})` });
    }
  }
  return differences;
}
