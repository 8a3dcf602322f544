import { hashQueryKey, type QueryKey } from "./hashQueryKey.ts";

export type { QueryKey };

/**
 * What a reader sees of one query. Data already loaded stays through a later failure; the
 * two kinds of error are apart so that checking `data` narrows the whole state.
 */
export type QueryState<T> =
  | { status: "loading"; data: undefined; error: null }
  | { status: "error"; data: undefined; error: Error }
  | { status: "error"; data: T; error: Error }
  | { status: "success"; data: T; error: null };

/** A cached query as a page carries it from the server: its key and its data. */
export type QueryEntry = readonly [key: QueryKey, data: unknown];

export interface QueryOptions<T> {
  key: QueryKey;
  /** Asks for the data; aborted through `signal` once no component reads the query. */
  fetch: (signal: AbortSignal) => Promise<T>;
  /** How long data counts as current (ms); the store's policy when absent. */
  staleTime?: number;
  /** False: read what is cached, never ask (an empty search asks nothing). */
  enabled?: boolean;
}

export interface QueryPolicy {
  /** How long data counts as current (ms) unless a query says otherwise. */
  staleTime: number;
  /** How long a query that no component reads stays cached (ms). */
  gcTime: number;
}

const LOADING: QueryState<never> = { status: "loading", data: undefined, error: null };

interface Entry {
  hash: string;
  key: QueryKey;
  state: QueryState<unknown>;
  /** When the data was stored (ms since the epoch); 0 while there is none. */
  updatedAt: number;
  readers: Set<() => void>;
  /** The fetch in flight, if any. */
  controller?: AbortController;
  /** The last options a reader fetched with, to refetch on focus or reconnect. */
  options?: QueryOptions<unknown>;
  gcTimer?: ReturnType<typeof setTimeout>;
}

/**
 * The page's query cache: one entry per key, each state an immutable object (a
 * `useSyncExternalStore` snapshot), one request per key however many components read it,
 * and no retry (spec, Error catalogue): a failure is the query's error at once.
 */
export class QueryStore {
  readonly #entries = new Map<string, Entry>();
  readonly #policy: QueryPolicy;

  constructor(policy: QueryPolicy) {
    this.#policy = policy;
  }

  /** The state of a query: the same object until it changes. */
  get<T>(key: QueryKey): QueryState<T> {
    return (this.#entries.get(hashQueryKey(key))?.state ?? LOADING) as QueryState<T>;
  }

  /** Stores data, current from now (server prefill, a page's restored cache, tests). */
  set(key: QueryKey, data: unknown): void {
    const entry = this.#entry(key);
    entry.updatedAt = Date.now();
    this.#write(entry, { status: "success", data, error: null });
  }

  /** Every query that holds data, for the page to carry to the browser. */
  entries(): QueryEntry[] {
    return [...this.#entries.values()]
      .filter((entry) => entry.state.data !== undefined)
      .map((entry) => [entry.key, entry.state.data]);
  }

  /**
   * Stores the queries a page carried. The server renders a page again whenever its data
   * changes, so they are current however long ago it was rendered: fresh from now.
   */
  restore(entries: readonly QueryEntry[]): void {
    for (const [key, data] of entries) this.set(key, data);
  }

  /**
   * Calls `onChange` whenever the query's state changes, until the returned function is
   * called. A query no one reads any more has its fetch aborted and is dropped after `gcTime`.
   */
  subscribe(key: QueryKey, onChange: () => void): () => void {
    const entry = this.#entry(key);
    // Wrapped: one listener may read the same key twice, and each unsubscribes on its own.
    const reader = () => onChange();
    entry.readers.add(reader);
    clearTimeout(entry.gcTimer);
    return () => {
      entry.readers.delete(reader);
      // Decided after the commit: StrictMode, a route change or a key change unsubscribe and
      // subscribe in one go, and a reader that comes straight back still wants the fetch.
      queueMicrotask(() => this.#release(entry));
    };
  }

  /** Fetches a query unless its data is current or a fetch for it is already in flight. */
  fetchIfStale<T>(options: QueryOptions<T>): void {
    const entry = this.#entry(options.key);
    entry.options = options as QueryOptions<unknown>;
    const staleTime = options.staleTime ?? this.#policy.staleTime;
    const current = entry.state.data !== undefined && Date.now() - entry.updatedAt < staleTime;
    // Offline a request can only fail: the `online` event refetches instead (refetchStale).
    const offline = typeof navigator !== "undefined" && navigator.onLine === false;
    if (options.enabled === false || current || entry.controller || offline) return;
    const controller = new AbortController();
    entry.controller = controller;
    if (entry.state.status === "error" && entry.state.data === undefined)
      this.#write(entry, LOADING);
    const settle = (state: QueryState<unknown>) => {
      if (entry.controller !== controller) return; // aborted
      entry.controller = undefined;
      this.#write(entry, state);
    };
    new Promise<T>((resolve) => resolve(options.fetch(controller.signal))).then(
      (data) => {
        if (entry.controller === controller) entry.updatedAt = Date.now();
        settle({ status: "success", data, error: null });
      },
      (error: unknown) =>
        settle({
          status: "error",
          data: entry.state.data,
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
  }

  /** Fetches every stale query that a component reads (back to the tab, back online). */
  refetchStale(): void {
    for (const entry of this.#entries.values())
      if (entry.readers.size > 0 && entry.options) this.fetchIfStale(entry.options);
  }

  #entry(key: QueryKey): Entry {
    const hash = hashQueryKey(key);
    let entry = this.#entries.get(hash);
    if (!entry) {
      entry = { hash, key, state: LOADING, updatedAt: 0, readers: new Set() };
      this.#entries.set(hash, entry);
    }
    return entry;
  }

  #write(entry: Entry, state: QueryState<unknown>): void {
    entry.state = state;
    for (const reader of entry.readers) reader();
  }

  #release(entry: Entry): void {
    if (entry.readers.size > 0) return;
    entry.controller?.abort();
    entry.controller = undefined;
    clearTimeout(entry.gcTimer);
    entry.gcTimer = setTimeout(() => {
      if (entry.readers.size === 0) this.#entries.delete(entry.hash);
    }, this.#policy.gcTime);
  }
}
