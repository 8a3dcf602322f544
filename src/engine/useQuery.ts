import type { QueryOptions, QueryState } from "./queryStore.ts";
import { useQueries } from "./useQueries.ts";

/** The state of one query (see `useQueries`). */
export function useQuery<T>(options: QueryOptions<T>): QueryState<T> {
  // One query in, one state out.
  return useQueries([options])[0] as QueryState<T>;
}
