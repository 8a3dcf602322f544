/**
 * Compares the clustering cost of versions of src/ (the stories and the annotator) under
 * the same load: `npx tsx tools/bench/storiesCompare.ts [--rounds N] REV...` (a git
 * revision, or "." for the working tree; default `HEAD .`). Each round runs every version
 * once, in turn, each in a fresh process (storiesVariant.ts: median of 5 clusterings of
 * 5,000 articles); it prints the median over rounds and whether the versions decide alike.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";

const storiesDir = "src/server/stories";
const args = process.argv.slice(2);
const roundsAt = args.indexOf("--rounds");
const rounds = roundsAt >= 0 ? Number(args.splice(roundsAt, 2)[1]) : 7;
if (!Number.isInteger(rounds) || rounds < 1) throw new Error("--rounds takes a positive integer");
const revisions = args.length > 0 ? args : ["HEAD", "."];

/**
 * A copy of one version's src/ (the stories modules import the annotator and shared
 * types); returns the path of its clusterStories.ts.
 */
function checkout(revision: string, into: string): string {
  if (revision === ".") cpSync("src", join(into, "src"), { recursive: true });
  else {
    const archive = join(into, "src.tar");
    execFileSync("git", ["archive", "-o", archive, revision, "src"]);
    execFileSync("tar", ["-x", "-f", archive, "-C", into]);
  }
  return join(into, storiesDir, "clusterStories.ts");
}

// Inside node_modules, so that the copies resolve the project's packages (wink-nlp...).
mkdirSync("node_modules/.cache", { recursive: true });
const root = mkdtempSync(join("node_modules/.cache", "stories-compare-"));
try {
  const versions = revisions.map((revision, i) => {
    const into = join(root, String(i));
    mkdirSync(into);
    return { revision, path: checkout(revision, into), ms: [] as number[], decisions: "" };
  });
  for (let round = 0; round < rounds; round++)
    for (const version of versions) {
      const output = execFileSync(
        process.execPath,
        ["--import", "tsx", "tools/bench/storiesVariant.ts", version.path],
        { encoding: "utf8" },
      );
      const { medianMs, decisions } = JSON.parse(output) as { medianMs: number; decisions: string };
      version.ms.push(medianMs);
      version.decisions = decisions;
    }
  const load = execFileSync("cat", ["/proc/loadavg"], { encoding: "utf8" }).split(" ")[0];
  console.log(`clustering 5,000 articles, ${rounds} alternating rounds (load average ${load}):`);
  for (const { revision, ms, decisions } of versions) {
    const sorted = [...ms].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(
      `  ${revision.padEnd(12)} median ${median.toFixed(1)} ms CPU (min ${sorted[0]?.toFixed(1)}; rounds: ${ms.map((m) => m.toFixed(0)).join(" ")}) decisions ${decisions}`,
    );
  }
  const groups = new Map<string, (typeof versions)[number][]>();
  for (const v of versions) groups.set(v.decisions, [...(groups.get(v.decisions) ?? []), v]);
  for (const group of groups.values())
    if (group.length > 1)
      console.log(`  same decisions: ${group.map((v) => v.revision).join(", ")}`);
  if (groups.size === versions.length) console.log("  every version decides differently");
} finally {
  rmSync(root, { recursive: true, force: true });
}
