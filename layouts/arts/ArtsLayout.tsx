import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { LayoutPreview } from "../preview/LayoutPreview.tsx";

/** Placeholder until the arts template lands: shows the route's slots and the feeds behind them. */
export default function ArtsLayout(props: LayoutProps<"arts">) {
  return <LayoutPreview {...props} />;
}
