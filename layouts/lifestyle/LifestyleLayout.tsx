import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { LayoutPreview } from "../preview/LayoutPreview.tsx";

/** Placeholder until the lifestyle template lands: shows the route's slots and the feeds behind them. */
export default function LifestyleLayout(props: LayoutProps<"lifestyle">) {
  return <LayoutPreview {...props} />;
}
