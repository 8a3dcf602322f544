import { createContext, type ReactNode, useContext, useEffect } from "react";
import type { QueryStore } from "./queryStore.ts";

const QueryStoreContext = createContext<QueryStore | null>(null);

/**
 * Hands the page's query store to the engine's hooks, and refetches what is stale that a
 * screen shows when the visitor comes back to the tab or the connection comes back.
 */
export function QueryStoreProvider({
  store,
  children,
}: {
  store: QueryStore;
  children: ReactNode;
}) {
  useEffect(() => {
    const refetch = () => store.refetchStale();
    const onVisible = () => {
      if (document.visibilityState !== "hidden") refetch();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", refetch);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", refetch);
    };
  }, [store]);
  return <QueryStoreContext.Provider value={store}>{children}</QueryStoreContext.Provider>;
}

export function useQueryStore(): QueryStore {
  const store = useContext(QueryStoreContext);
  if (!store) throw new Error("useQueryStore must be used inside <QueryStoreProvider>");
  return store;
}
