import type { SliceRule } from "./manifest.ts";

/**
 * The items of a feed that fill one slot: `count` items starting at `from`
 * (0-based), or every item from `from` on when `count` is absent.
 */
export function sliceFeed<T>(items: readonly T[], rule: Pick<SliceRule, "from" | "count">): T[] {
  const end = rule.count === undefined ? undefined : rule.from + rule.count;
  return items.slice(rule.from, end);
}
