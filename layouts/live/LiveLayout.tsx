import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { LayoutPreview } from "../preview/LayoutPreview.tsx";

/** Placeholder until the live template lands: shows the route's slots and the feeds behind them. */
export default function LiveLayout(props: LayoutProps<"live">) {
  return <LayoutPreview {...props} />;
}
