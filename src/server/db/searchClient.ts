import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Who a search is run for, carried from the HTTP route to the archive through the async
 * calls between them (the page and the feeds reach the archive through layers that need
 * not know): the searches `ask` starts count against `address`'s limit (SearchLine).
 */
const asking = new AsyncLocalStorage<string>();

/** Runs `ask` on behalf of the client at `address` (its remote IP address). */
export function askingFor<T>(address: string | undefined, ask: () => T): T {
  return asking.run(address ?? "unknown", ask);
}

/** The client the current search is for; undefined: the server itself (no limit). */
export function searchClient(): string | undefined {
  return asking.getStore();
}
