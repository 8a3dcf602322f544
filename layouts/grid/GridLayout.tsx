import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { LayoutPreview } from "../preview/LayoutPreview.tsx";

/** Placeholder until the grid template lands: shows the route's slots and the feeds behind them. */
export default function GridLayout(props: LayoutProps<"grid">) {
  return <LayoutPreview {...props} />;
}
