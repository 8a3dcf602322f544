/**
 * `node --import tsx tools/bench/longTasks.ts <file.cpuprofile> [minMs]`: the main thread's
 * longest tasks in a V8 CPU profile (how long a request could wait behind one), each with
 * the functions that took most of it. Samples are a millisecond apart: a request answered
 * between two slices of sliced work is seldom sampled, so the slices may show as one task
 * (time each slice itself to be sure).
 * Profiles come from `BENCH_CPU_PROF=<dir>` on any bench that starts the server.
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, min = "30"] = process.argv.slice(2);
if (!file) throw new Error("usage: longTasks.ts <file.cpuprofile> [minMs]");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);

const name = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.split("/").slice(-2).join("/")}:${lineNumber + 1}` : "";
  return `${functionName || "(anonymous)"} ${where}`.trim();
};
const idle = (id: number) => byId.get(id)?.callFrame.functionName === "(idle)";

/** The frame a sample's task entered by (the root's child on its stack): a task's mark. */
const entry = (id: number): number => {
  let at = id;
  for (let up = parent.get(at); up !== undefined && parent.has(up); up = parent.get(at)) at = up;
  return at;
};

/**
 * Tasks, as near as samples tell: runs of samples entered by the same frame with no idle
 * between them ([first sample, last sample], ms). Two like tasks back to back count as one.
 */
const stretches: { from: number; to: number; ms: number; at: number }[] = [];
let from = -1;
let us = 0;
let mark = -1;
/** When each sample was taken (ms since the profile began). */
let clock = 0;
let startedAt = 0;
/** When the first request was handled: the tasks before are the server's start. */
let servingFrom = Number.POSITIVE_INFINITY;
profile.samples.forEach((id, i) => {
  clock += (profile.timeDeltas[i] ?? 0) / 1000;
  const delta = profile.timeDeltas[i + 1] ?? 0;
  if (servingFrom === Number.POSITIVE_INFINITY && handlesRequest(id)) servingFrom = clock;
  const next = idle(id) ? -1 : entry(id);
  if (next !== mark && from >= 0) {
    stretches.push({ from, to: i - 1, ms: us / 1000, at: startedAt });
    from = -1;
    us = 0;
  }
  mark = next;
  if (next < 0) return;
  if (from < 0) {
    from = i;
    startedAt = clock;
  }
  us += delta;
});

/** Whether a sample is in Node's HTTP parser handing over a request. */
function handlesRequest(id: number): boolean {
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
    if (byId.get(at)?.callFrame.functionName === "parserOnIncoming") return true;
  return false;
}

const serving = stretches.filter((s) => s.at >= servingFrom);
const longest = serving.filter((s) => s.ms >= Number(min)).sort((a, b) => b.ms - a.ms);
console.log(
  `${serving.length} tasks once serving (the first request ${(servingFrom / 1000).toFixed(1)} s in); ${longest.length} of ${min} ms or more`,
);
for (const stretch of longest.slice(0, 40)) {
  // Inclusive time of each frame over the stretch (each frame once per sample).
  const inclusive = new Map<string, number>();
  for (let i = stretch.from; i <= stretch.to; i++) {
    const seen = new Set<string>();
    for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id);
      if (!node || node.callFrame.functionName === "(root)") continue;
      const key = name(node);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    }
  }
  const top = [...inclusive]
    .filter(([key]) => !key.startsWith("(") || key.startsWith("(garbage"))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 14)
    .map(([key, ms]) => `    ${ms.toFixed(0).padStart(5)} ms  ${key}`);
  console.log(
    `${stretch.ms.toFixed(0).padStart(5)} ms at ${(stretch.at / 1000).toFixed(1)} s\n${top.join("\n")}`,
  );
}
