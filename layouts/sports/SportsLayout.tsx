import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { LayoutPreview } from "../preview/LayoutPreview.tsx";

/** Placeholder until the sports template lands: shows the route's slots and the feeds behind them. */
export default function SportsLayout(props: LayoutProps<"sports">) {
  return <LayoutPreview {...props} />;
}
