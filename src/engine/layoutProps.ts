import type { LayoutName, RouteEntry, RouteOf, SlotName } from "../shared/manifest.ts";
import type { SlotState } from "./slotState.ts";

/** What every layout template receives: its route entry and its filled slots. It never fetches. */
export interface LayoutProps<L extends LayoutName> {
  route: RouteOf<L>;
  slots: Record<SlotName<L>, SlotState>;
}

/**
 * The props as the engine sees them before dispatch: the registry lookup by
 * `route.layout` is what guarantees the route and slots fit the chosen template.
 */
export interface AnyLayoutProps {
  route: RouteEntry;
  slots: Record<string, SlotState>;
}
