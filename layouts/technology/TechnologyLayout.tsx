import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { LayoutPreview } from "../preview/LayoutPreview.tsx";

/** Placeholder until the technology template lands: shows the route's slots and the feeds behind them. */
export default function TechnologyLayout(props: LayoutProps<"technology">) {
  return <LayoutPreview {...props} />;
}
