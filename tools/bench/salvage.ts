/**
 * `npx tsx tools/bench/salvage.ts`: what a damaged SQLite archive keeps, and how long the
 * recovery takes. Builds an archive through the store modules (83 sources, 130 articles
 * each), damages copies of it (8 KB of garbage at the middle of the file, garbage in every
 * full-text block, the file cut at 60 %), opens each as the server does (openDatabase) and
 * prints the outcome, rows kept and lost per table, and the time to open.
 */
import { copyFileSync, mkdtempSync, statSync, truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../src/server/db/openDatabase.ts";
import {
  pageSize,
  pagesOf,
  populatedArchive,
  writeGarbage,
} from "../../tests/server/db/populatedArchive.ts";

const archive = await populatedArchive({ sources: 83, days: 20, perDay: 5 });
const size = statSync(archive.file).size;
console.log(
  `archive: ${archive.sources.length} source states, ${archive.articles} articles, ${(size / 1e6).toFixed(1)} MB`,
);

const damages: [string, (file: string) => void][] = [
  ["8 KB of garbage at the middle", (file) => writeGarbage(file, Math.floor(size / 2), 8192)],
  [
    "garbage in every full-text block",
    (file) => {
      for (const page of pagesOf(file, "article_fts_data", "leaf"))
        writeGarbage(file, page * pageSize - 400, 100);
    },
  ],
  ["cut at 60 %", (file) => truncateSync(file, Math.floor(size * 0.6))],
];

for (const [name, damage] of damages) {
  const dataDir = mkdtempSync(join(tmpdir(), "maverick-salvage-bench-"));
  const file = join(dataDir, "archive.db");
  copyFileSync(archive.file, file);
  damage(file);
  const started = performance.now();
  const database = await openDatabase({ dataDir });
  const ms = performance.now() - started;
  const [repair] = database.health.status().repairs;
  await database.close();
  const tables = repair
    ? repair.tables
        .map((t) => `${t.table} ${t.kept} kept, ${t.lostAtMost ?? "unknown"} lost`)
        .join("; ")
    : "no damage found";
  console.log(`${name}: ${repair?.outcome ?? "sound"} in ${ms.toFixed(0)} ms (${tables})`);
}
