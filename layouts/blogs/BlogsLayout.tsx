import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { LayoutPreview } from "../preview/LayoutPreview.tsx";

/** Placeholder until the blogs template lands: shows the route's slots and the feeds behind them. */
export default function BlogsLayout(props: LayoutProps<"blogs">) {
  return <LayoutPreview {...props} />;
}
