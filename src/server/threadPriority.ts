import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

/**
 * Lowers the calling thread's priority (a worker's), so that on a busy machine the event
 * loop's thread gets the CPU first. Linux schedules threads individually: /proc/thread-self
 * names this thread's id, and setpriority on it lowers this thread only. Elsewhere there is
 * no such file and the thread keeps the process's priority, which is only slower to yield,
 * never wrong.
 */
export function lowerThreadPriority(nice: number): void {
  try {
    setPriority(Number(readlinkSync("/proc/thread-self").split("/").pop()), nice);
  } catch {
    // Not Linux: keep the default priority.
  }
}
