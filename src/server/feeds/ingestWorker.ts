/** Worker thread entry of the ingest pool (createIngester): runs ingestFeed for each job it is sent. */
import { parentPort } from "node:worker_threads";
import { type IngestJob, ingestFeed } from "./ingestFeed.ts";

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
