/**
 * `npm run bench:briefing` (issue 50): how long one day's briefing takes to build from
 * 2,000 stories (dayBriefing: coverage of each, the ranking, the top 15's summaries), as
 * the store builds it once per change of the stories. Stories of 1 to 12 reports from 40
 * publishers in 12 countries, each report a description of three or four sentences, some
 * shared by several reports as wire copies are. Generated here, deterministic.
 */
import { performance } from "node:perf_hooks";
import { type BriefingInput, dayBriefing } from "../../src/server/stories/dayBriefing.ts";
import type { CoveragePublisher } from "../../src/server/stories/storyCoverage.ts";

const stories = 2_000;
const runs = 20;
const hour = 3_600_000;
const to = Date.parse("2026-11-29T12:00:00Z");
const kinds = ["public", "private", "agency", "nonprofit", "state"] as const;
const countries = ["GB", "US", "FR", "KE", "IN", "BR", "JP", "DE", "ZA", "AU", "MX", "EG"];
const publishers = new Map<string, CoveragePublisher>(
  Array.from({ length: 40 }, (_, k) => [
    `publisher${k}.test`,
    {
      country: countries[k % countries.length] as string,
      kind: kinds[k % kinds.length] as (typeof kinds)[number],
      languages: ["en"],
    },
  ]),
);

let seed = 7;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const words =
  "river flood council rail link summit deal water vote court ruling strike union market shares comet observatory recall battery storm evacuation bridge election budget minister hospital school".split(
    " ",
  );
const sentence = (topic: number) =>
  `${Array.from({ length: 14 }, (_, k) => words[(topic * 7 + k * 3 + Math.floor(random() * 4)) % words.length]).join(" ")}.`;

const input: BriefingInput[] = Array.from({ length: stories }, (_, s) => {
  const reports = 1 + Math.floor(random() ** 3 * 12);
  const shared = sentence(s);
  return {
    id: `story${s}`,
    title: `Story ${s}`,
    reports: Array.from({ length: reports }, (_, r) => ({
      title: `Story ${s} report ${r}`,
      description: [shared, sentence(s), sentence(s), r % 2 ? sentence(s + 1) : ""].join(" "),
      link: `https://publisher${(s + r * 7) % 40}.test/${s}/${r}`,
      publisher: `publisher${(s + r * 7) % 40}.test`,
      language: null,
      seenAt: to - random() * 24 * hour,
    })),
  };
});

const window = {
  from: to - 24 * hour,
  to,
  lang: "en",
  resolve: (host: string) => publishers.get(host),
};
dayBriefing(input, window); // warm-up
// Wall time and CPU time: on a shared machine (load above the cores) the wall time counts
// other processes' turns; the CPU time is what the briefing itself costs.
const times: number[] = [];
const cpu: number[] = [];
for (let run = 0; run < runs; run++) {
  const start = performance.now();
  const startCpu = process.cpuUsage();
  dayBriefing(input, window);
  const used = process.cpuUsage(startCpu);
  cpu.push((used.user + used.system) / 1000);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const reports = input.reduce((sum, story) => sum + story.reports.length, 0);
console.log(
  `briefing of ${stories} stories (${reports} reports), ${runs} runs: wall median ${times[runs >> 1]?.toFixed(1)} ms (max ${times.at(-1)?.toFixed(1)}), CPU median ${cpu[runs >> 1]?.toFixed(1)} ms (max ${cpu.at(-1)?.toFixed(1)}); budget 100 ms`,
);
