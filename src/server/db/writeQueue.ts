/**
 * Writes one at a time, in the order they were asked for: a store writer's queue
 * (SourcePersistence, StoryPersistence). A write that fails does not stop the ones after it.
 */
export class WriteQueue {
  private last: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const task = this.last.then(work);
    this.last = task.catch(() => {});
    return task;
  }

  /** Resolves once every write asked for so far is done. */
  settled(): Promise<void> {
    return this.last.then(() => undefined);
  }
}
