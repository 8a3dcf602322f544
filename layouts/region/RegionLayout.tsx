import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { LayoutPreview } from "../preview/LayoutPreview.tsx";

/** Placeholder until the region template lands: shows the route's slots and the feeds behind them. */
export default function RegionLayout(props: LayoutProps<"region">) {
  return <LayoutPreview {...props} />;
}
