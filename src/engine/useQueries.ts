import { useEffect, useMemo, useSyncExternalStore } from "react";
import { hashQueryKey } from "./hashQueryKey.ts";
import { useQueryStore } from "./QueryStoreContext.tsx";
import type { QueryOptions, QueryState, QueryStore } from "./queryStore.ts";

/**
 * The state of each query, from the page's store; after mount and whenever a key changes,
 * those missing or stale are fetched. The server snapshot is the store as it stands: on the
 * browser's first render that is the cache the page carried, so hydration sees exactly what
 * the server rendered.
 */
export function useQueries<T>(queries: readonly QueryOptions<T>[]): QueryState<T>[] {
  const store = useQueryStore();
  const identity = hashQueryKey(queries.map((query) => [query.key, query.enabled !== false]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: keys and enabled flags are the list's identity; callers build new options on every render
  const reader = useMemo(() => readQueries(store, queries), [store, identity]);
  const states = useSyncExternalStore(reader.subscribe, reader.snapshot, reader.snapshot);
  useEffect(() => reader.fetchStale(), [reader]);
  return states;
}

function readQueries<T>(store: QueryStore, queries: readonly QueryOptions<T>[]) {
  let last: QueryState<T>[] = [];
  return {
    subscribe: (onChange: () => void) => {
      const stops = queries.map((query) => store.subscribe(query.key, onChange));
      return () => {
        for (const stop of stops) stop();
      };
    },
    // The same array until one of its states changes, as useSyncExternalStore requires.
    snapshot: () => {
      const next = queries.map((query) => store.get<T>(query.key));
      if (next.length !== last.length || next.some((state, i) => state !== last[i])) last = next;
      return last;
    },
    fetchStale: () => {
      for (const query of queries) store.fetchIfStale(query);
    },
  };
}
