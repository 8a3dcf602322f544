import { SearchBusy } from "./articleSearch.ts";

export interface SearchLineOptions {
  /** Searches run at once (the search threads; the PostgreSQL connections lent to search). */
  slots: number;
  /** Searches one client may have under way, waiting or running; more are refused. */
  perClient: number;
  /** A search waits this long for a slot, then is refused as busy. */
  waitMs: number;
  /** What a refusal tells the client to wait (about one search's time cap). */
  retryAfterSeconds: number;
}

interface Waiting {
  start(): void;
  timer: NodeJS.Timeout;
}

/**
 * The line searches wait in for a slot, fair between clients (remote addresses): a client
 * has at most `perClient` searches under way, and a free slot goes to the waiting client
 * served least recently, so a client sending many heavy searches delays another client's
 * search by at most the searches already running, however many it sends. A search that
 * waits `waitMs` is refused (SearchBusy), as is one over its client's limit; neither ever
 * runs. Searches without a client (the server's own) share one lane with no limit.
 */
export class SearchLine {
  private running = 0;
  /** Searches under way per client; a client with none is forgotten. */
  private readonly underWay = new Map<string, number>();
  /** When each client under way last got a slot (a counter; never: absent). */
  private readonly lastServed = new Map<string, number>();
  private readonly waiting = new Map<string, Waiting[]>();
  private served = 0;

  constructor(private readonly options: SearchLineOptions) {}

  run<T>(client: string | undefined, search: () => Promise<T>): Promise<T> {
    const lane = client ?? "";
    const underWay = this.underWay.get(lane) ?? 0;
    if (client !== undefined && underWay >= this.options.perClient)
      return Promise.reject(new SearchBusy("client", this.options.retryAfterSeconds));
    this.underWay.set(lane, underWay + 1);
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running += 1;
        this.lastServed.set(lane, this.served++);
        // A search that throws at once fails as one that rejects.
        Promise.resolve()
          .then(search)
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            this.finished(lane);
            this.next();
          });
      };
      if (this.running < this.options.slots && this.waiting.size === 0) return start();
      const entry: Waiting = {
        start,
        timer: setTimeout(() => {
          const queue = this.waiting.get(lane) ?? [];
          queue.splice(queue.indexOf(entry), 1);
          if (queue.length === 0) this.waiting.delete(lane);
          this.finished(lane);
          reject(new SearchBusy("queue", this.options.retryAfterSeconds));
        }, this.options.waitMs),
      };
      const queue = this.waiting.get(lane);
      if (queue) queue.push(entry);
      else this.waiting.set(lane, [entry]);
    });
  }

  private finished(lane: string): void {
    const left = (this.underWay.get(lane) ?? 1) - 1;
    if (left > 0) this.underWay.set(lane, left);
    else {
      this.underWay.delete(lane);
      this.lastServed.delete(lane);
    }
  }

  /** Free slots go to the waiting clients served least recently (never served: first). */
  private next(): void {
    while (this.running < this.options.slots && this.waiting.size > 0) {
      let chosen: string | undefined;
      let oldest = Number.POSITIVE_INFINITY;
      for (const lane of this.waiting.keys()) {
        const served = this.lastServed.get(lane) ?? -1;
        if (served < oldest) {
          oldest = served;
          chosen = lane;
        }
      }
      const queue = this.waiting.get(chosen as string) as Waiting[];
      const entry = queue.shift() as Waiting;
      if (queue.length === 0) this.waiting.delete(chosen as string);
      clearTimeout(entry.timer);
      entry.start();
    }
  }
}
