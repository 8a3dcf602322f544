import type { Article } from "../shared/article.ts";
import type { SliceRule } from "../shared/manifest.ts";
import { sliceFeed } from "../shared/sliceFeed.ts";
import type { EndpointState } from "./endpointQueries.ts";

/** What a layout template receives for one slot: sliced items plus the feed's state. */
export interface SlotState {
  status: "loading" | "error" | "success";
  items: Article[];
  error: Error | null;
  /** True while the items are bundled sample content, not live news. */
  sample: boolean;
  /**
   * True when the page's language has no edition of the slot's feed (issue 38): its items
   * are the English headlines, and the slot says so.
   */
  english?: boolean;
}

/**
 * The state of a slot. Data already loaded wins over a later refetch error, so a
 * page keeps showing good articles when a refresh fails.
 */
export function slotState(
  feed: EndpointState | undefined,
  rule: SliceRule,
  english = false,
): SlotState {
  if (feed?.data) {
    return {
      status: "success",
      items: sliceFeed(feed.data.articles, rule),
      error: null,
      sample: feed.data.sample,
      ...(english ? { english } : {}),
    };
  }
  return {
    status: feed?.status ?? "loading",
    items: [],
    error: feed?.error ?? null,
    sample: false,
  };
}
