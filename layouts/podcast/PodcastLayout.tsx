import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { LayoutPreview } from "../preview/LayoutPreview.tsx";

/** Placeholder until the podcast template lands: shows the route's slots and the feeds behind them. */
export default function PodcastLayout(props: LayoutProps<"podcast">) {
  return <LayoutPreview {...props} />;
}
