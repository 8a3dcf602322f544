import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { LayoutPreview } from "../preview/LayoutPreview.tsx";

/** Placeholder until the health template lands: shows the route's slots and the feeds behind them. */
export default function HealthLayout(props: LayoutProps<"health">) {
  return <LayoutPreview {...props} />;
}
