import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { LayoutPreview } from "../preview/LayoutPreview.tsx";

/** Placeholder until the allNews template lands: shows the route's slots and the feeds behind them. */
export default function AllNewsLayout(props: LayoutProps<"allNews">) {
  return <LayoutPreview {...props} />;
}
