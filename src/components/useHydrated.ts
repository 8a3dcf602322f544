import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while rendering on the server and while hydrating its HTML, true otherwise:
 * what depends on the browser (its time zone) waits for it, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A value the browser may compute differently from the server (a date in the visitor's time
 * zone): `onServer()` while rendering on the server and while hydrating, `inBrowser()`
 * otherwise. Compared by value (a string, say), so a hydrated component renders a second
 * time only where the two differ, not every one of them after every hydration.
 */
export function useHydratedValue<T>(inBrowser: () => T, onServer: () => T): T {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
