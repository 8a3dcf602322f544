import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { LayoutPreview } from "../preview/LayoutPreview.tsx";

/** Placeholder until the food template lands: shows the route's slots and the feeds behind them. */
export default function FoodLayout(props: LayoutProps<"food">) {
  return <LayoutPreview {...props} />;
}
