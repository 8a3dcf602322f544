import type { AnchorHTMLAttributes } from "react";

/** A link to an article on its publisher's site: always a new tab, never with an opener. */
export function ExternalLink(
  props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel">,
) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
