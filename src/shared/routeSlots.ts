import type { RouteEntry, SliceRule } from "./manifest.ts";

/** The slice rules of a route as [slot, rule] pairs, whatever its layout. */
export function routeSlots(route: RouteEntry): [string, SliceRule][] {
  return Object.entries(route.slots as Record<string, SliceRule>);
}

/** Every endpoint a route reads, each once. */
export function routeEndpoints(route: RouteEntry): string[] {
  return [...new Set(routeSlots(route).map(([, rule]) => rule.feed))];
}
