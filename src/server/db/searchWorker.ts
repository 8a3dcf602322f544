/**
 * Worker thread entry of the search threads (SearchThreads): a read-only connection to the
 * SQLite file (WAL: it reads while the server's connection writes) running each search it
 * is sent, one at a time.
 */
import { parentPort, workerData } from "node:worker_threads";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { lowerThreadPriority } from "../threadPriority.ts";
import type { ArchiveSchema } from "./archiveSchema.ts";
import { type Found, findArticles, type SearchPlan } from "./findArticles.ts";

/** Niceness of search threads: on a busy machine the event loop's thread gets the CPU first. */
const searchNice = 10;

export interface SearchWorkerData {
  file: string;
}

export type SearchRequest = { id: number; plan: SearchPlan };
export type SearchReply =
  | { type: "ready" }
  | { type: "found"; id: number; found: Found }
  | { type: "failed"; id: number; error: string; code?: string };

lowerThreadPriority(searchNice);

const { file } = workerData as SearchWorkerData;
const sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
const db = new Kysely<ArchiveSchema>({ dialect: new SqliteDialect({ database: sqlite }) });

parentPort?.on("message", async ({ id, plan }: SearchRequest) => {
  let reply: SearchReply;
  try {
    // SQLite has no statement timeout: SearchThreads bounds the time from outside.
    reply = { type: "found", id, found: await findArticles(db, "sqlite", plan, 0) };
  } catch (error) {
    // The code travels too: SQLITE_CORRUPT here is the archive's damage to recover from.
    const code = (error as { code?: unknown } | null)?.code;
    reply = {
      type: "failed",
      id,
      error: error instanceof Error ? error.message : String(error),
      ...(typeof code === "string" ? { code } : {}),
    };
  }
  parentPort?.postMessage(reply);
});
parentPort?.postMessage({ type: "ready" } satisfies SearchReply);
