import type { AtomFeed } from "feedsmith";
import { absoluteUrl } from "./absoluteUrl.ts";

type Link = AtomFeed.Link<string>;

/**
 * The page an Atom `<link>` list points readers to: the `alternate` link (a link without
 * `rel` is one) of an HTML type first, then any alternate; undefined when there is none.
 */
export function alternateLink(links: Link[] | undefined): string | undefined {
  const alternates = (links ?? []).filter((link) => (link.rel ?? "alternate") === "alternate");
  return (alternates.find((link) => !link.type || /html/i.test(link.type)) ?? alternates[0])?.href;
}

/**
 * The feed's own absolute http(s) URL as it declares it (`rel="self"`), or undefined.
 * A feed re-served by a proxy or a mirror still names its home this way, so it is a better
 * base than the URL we fetched for a site link the feed writes as a relative path.
 */
export function declaredSelfUrl(links: Link[] | undefined): string | undefined {
  const href = links?.find((link) => link.rel === "self")?.href;
  const url = href && /^https?:\/\//i.test(href.trim()) ? absoluteUrl(href, undefined) : undefined;
  return url;
}
