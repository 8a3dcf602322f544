/** Worker thread entry of the ingest pool (createIngester): runs ingestFeed for each job it is sent. */
import { parentPort } from "node:worker_threads";
import { lowerThreadPriority } from "../threadPriority.ts";
import { type IngestJob, ingestFeed } from "./ingestFeed.ts";

/** Niceness of ingest threads: on a busy machine the event loop's thread gets the CPU first. */
const ingestNice = 10;

lowerThreadPriority(ingestNice);

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
