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
 * slice has run `budgetMs`; resolves with the work's result.
 */
export async function runInSlices<T>(steps: Steps<T>, budgetMs = sliceMs): Promise<T> {
  let sliceEnd = performance.now() + budgetMs;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() < sliceEnd) continue;
    await new Promise((resolve) => setImmediate(resolve));
    sliceEnd = performance.now() + budgetMs;
  }
}
