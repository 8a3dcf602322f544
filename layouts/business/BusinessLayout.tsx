import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { LayoutPreview } from "../preview/LayoutPreview.tsx";

/** Placeholder until the business template lands: shows the route's slots and the feeds behind them. */
export default function BusinessLayout(props: LayoutProps<"business">) {
  return <LayoutPreview {...props} />;
}
