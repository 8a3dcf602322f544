import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { LayoutPreview } from "../preview/LayoutPreview.tsx";

/** Placeholder until the science template lands: shows the route's slots and the feeds behind them. */
export default function ScienceLayout(props: LayoutProps<"science">) {
  return <LayoutPreview {...props} />;
}
