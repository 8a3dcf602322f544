/**
 * `npx tsx tools/bench/pageTasks.ts <url>…`: the main-thread tasks a page runs from its
 * navigation until the network has been idle for 3 s, from a Chromium trace (no CPU
 * throttling: Lighthouse's simulated throttling multiplies each task by 4, so a task over
 * 12.5 ms here is one over 50 ms on its phone). Lists every task of `BENCH_TASK_MS` (12.5)
 * or more, with when it started and what took its time (script evaluated or called, by
 * file; style, layout, paint, parsing, garbage collection), and the sum of the tasks'
 * time over 50 ms at 4x (what Lighthouse's TBT adds up, before its simulation). Without a
 * URL it starts the production server with sample data (OFFLINE=1, over the existing
 * build) and traces `/`. BENCH_RUNS repeats each page.
 */
import type { CDPSession } from "playwright-core";
import { launchChromium } from "../browser/chromium.ts";
import { freePort, startSiteServer } from "../browser/siteServer.ts";

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string }; name?: string };
}

const minMs = Number(process.env.BENCH_TASK_MS ?? 12.5);
const runs = Number(process.env.BENCH_RUNS ?? 1);
const categories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "v8",
  "blink.user_timing",
  "loading",
  "toplevel",
  "__metadata",
];

/** What a nested event's time is put down to. */
function label(event: TraceEvent): string | undefined {
  const data = event.args?.data;
  const file = (url?: string) => (url ? (url.split("/").pop() ?? url) : "?");
  switch (event.name) {
    case "EvaluateScript":
    case "v8.compile":
    case "v8.compileModule":
      return `evaluate ${file(data?.url)}`;
    case "FunctionCall":
      return `call ${file(data?.url)}${data?.functionName ? ` ${data.functionName}` : ""}`;
    case "ParseHTML":
      return "parse HTML";
    case "UpdateLayoutTree":
    case "RecalculateStyles":
      return "style";
    case "Layout":
      return "layout";
    case "Paint":
    case "PrePaint":
    case "Layerize":
      return "paint";
    case "MinorGC":
    case "MajorGC":
    case "V8.GC_SCAVENGER":
      return "GC";
    case "ThreadControllerImpl::RunTask":
    case "RunMicrotasks":
    case "TimerFire":
    case "EventDispatch":
    case "FireAnimationFrame":
      return undefined;
    default:
      // Anything else by its own name (image decoding, style sheet parsing, hit tests...).
      return event.name;
  }
}

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Each sample's time (µs, the trace's clock) and the function it was in (`file function`). */
function samplesOf(profile: Profile): { ts: number; frame: string }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  let ts = profile.startTime;
  return profile.samples.map((id, i) => {
    ts += profile.timeDeltas[i] ?? 0;
    const frame = byId.get(id);
    const file = frame?.url.split("/").pop() || "";
    return { ts, frame: `${file} ${frame?.functionName || "(anonymous)"}`.trim() };
  });
}

async function trace(
  cdp: CDPSession,
  load: () => Promise<void>,
): Promise<{ events: TraceEvent[]; profile: Profile }> {
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
  await cdp.send("Tracing.start", {
    transferMode: "ReportEvents",
    traceConfig: { includedCategories: categories },
  });
  await load();
  await cdp.send("Tracing.end");
  await done;
  const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
  return { events, profile };
}

/** The page's main thread: the one that called the most script (not about:blank's, nor a worker's). */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const calls = new Map<string, number>();
  for (const event of events)
    if (event.name === "FunctionCall" || event.name === "ParseHTML")
      calls.set(`${event.pid}:${event.tid}`, (calls.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  const busiest = [...calls].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!busiest) return undefined;
  const [pid, tid] = busiest.split(":").map(Number);
  return { pid: pid ?? 0, tid: tid ?? 0 };
}

function report(url: string, events: TraceEvent[], profile: Profile): void {
  const samples = samplesOf(profile);
  const main = mainThread(events);
  if (!main) return void console.log(`${url}: no page in the trace`);
  const own = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === "X")
    .sort((a, b) => a.ts - b.ts);
  const navigation = events.find((event) => event.name === "navigationStart")?.ts ?? own[0]?.ts;
  const tasks = own.filter((event) => event.name === "RunTask");
  let blocking = 0;
  const long: string[] = [];
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    blocking += Math.max(0, ms * 4 - 50);
    if (ms < minMs) continue;
    const end = task.ts + (task.dur ?? 0);
    // Self time of each labelled event inside the task (nested labelled events subtracted).
    const inside = own.filter((event) => event.ts >= task.ts && event.ts < end && event !== task);
    const spent = new Map<string, number>();
    const stack: { event: TraceEvent; key: string | undefined }[] = [];
    const close = (until: number) => {
      while (stack.length > 0) {
        const top = stack.at(-1);
        if (!top || top.event.ts + (top.event.dur ?? 0) > until) break;
        stack.pop();
      }
    };
    for (const event of inside) {
      close(event.ts);
      const key = label(event);
      const parent = stack.findLast((entry) => entry.key !== undefined);
      const dur = (event.dur ?? 0) / 1000;
      if (key) {
        spent.set(key, (spent.get(key) ?? 0) + dur);
        if (parent?.key) spent.set(parent.key, (spent.get(parent.key) ?? 0) - dur);
      }
      stack.push({ event, key });
    }
    const parts = [...spent]
      .filter(([, value]) => value >= 1)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([key, value]) => `${key} ${value.toFixed(0)}`);
    // The functions the CPU profile found running most during the task (self time).
    const functions = new Map<string, number>();
    for (const sample of samples)
      if (sample.ts >= task.ts && sample.ts < end && !sample.frame.startsWith("("))
        functions.set(sample.frame, (functions.get(sample.frame) ?? 0) + 1);
    const sampled = [...functions]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([frame, count]) => `${frame} ${((count * 200) / 1000).toFixed(1)}`);
    long.push(
      `  ${ms.toFixed(1).padStart(6)} ms at ${((task.ts - (navigation ?? task.ts)) / 1000).toFixed(0).padStart(5)} ms: ${parts.join(", ")}${sampled.length ? `\n      JS: ${sampled.join(", ")}` : ""}`,
    );
  }
  console.log(
    `${url}: ${tasks.length} tasks, ${long.length} of ${minMs} ms or more; over 50 ms at 4x: ${blocking.toFixed(0)} ms`,
  );
  for (const line of long) console.log(line);
}

const urls = process.argv.slice(2);
const site = urls.length
  ? undefined
  : await startSiteServer({ OFFLINE: "1", LOG_LEVEL: "warn" }, await freePort());
if (site) urls.push(`${site.url}/`);
const browser = await launchChromium();
try {
  for (const url of urls)
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const { events, profile } = await trace(cdp, async () => {
        await page.goto(url, { waitUntil: "networkidle" });
        await page.waitForTimeout(3000);
      });
      report(url, events, profile);
      await context.close();
    }
} finally {
  await browser.close();
  await site?.stop();
}
