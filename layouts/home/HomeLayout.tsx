import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { LayoutPreview } from "../preview/LayoutPreview.tsx";

/** Placeholder until the home template lands: shows the route's slots and the feeds behind them. */
export default function HomeLayout(props: LayoutProps<"home">) {
  return <LayoutPreview {...props} />;
}
