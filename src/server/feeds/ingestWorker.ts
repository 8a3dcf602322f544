/** Worker thread entry of the ingest pool (createIngester): runs ingestFeed for each job it is sent. */
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { type IngestJob, ingestFeed } from "./ingestFeed.ts";

/** Niceness of ingest threads: on a busy machine the event loop's thread gets the CPU first. */
const ingestNice = 10;

// Linux schedules threads individually: /proc/thread-self names this thread's id, and
// setpriority on it lowers this thread only. Elsewhere there is no such file and the
// thread keeps the process's priority, which is only slower to yield, never wrong.
try {
  setPriority(Number(readlinkSync("/proc/thread-self").split("/").pop()), ingestNice);
} catch {
  // Not Linux: keep the default priority.
}

export type IngestReply =
  | { id: number; items: ReturnType<typeof ingestFeed> }
  | { id: number; error: string };

parentPort?.on("message", ({ id, job }: { id: number; job: IngestJob }) => {
  let reply: IngestReply;
  try {
    reply = { id, items: ingestFeed(job) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
