/**
 * Long work on the event loop, written once as steps (a generator that yields wherever it
 * may pause) and run either at once (`runNow`: at start, in tests) or in slices that give
 * the loop back between them (`runInSlices`), so that requests are answered meanwhile.
 */
export type Steps<T = void> = Generator<void, T, void>;

/** How long one slice may hold the event loop (ms): requests wait at most about this. */
export const sliceMs = 8;

/** Runs every step now; returns the work's result. */
export function runNow<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Runs the steps, giving the event loop back (setImmediate: pending I/O first) whenever a
 * slice has run `budgetMs`; resolves with the work's result. `spent.ms` grows by the time
 * the steps ran (the slices, not the waits between them).
 */
export async function runInSlices<T>(
  steps: Steps<T>,
  spent: { ms: number } = { ms: 0 },
  budgetMs = sliceMs,
): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    const now = performance.now();
    if (step.done) {
      spent.ms += now - sliceStart;
      return step.value;
    }
    if (now < sliceStart + budgetMs) continue;
    spent.ms += now - sliceStart;
    await new Promise((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  }
}
