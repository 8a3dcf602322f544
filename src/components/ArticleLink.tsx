import type { ComponentProps } from "react";
import { ExternalLink } from "./ExternalLink.tsx";

/**
 * Marks an article's main link (its headline). What "an article" is for keyboard
 * navigation (j / k / o) on every layout: one marker here, not one per layout.
 */
const articleLinkAttribute = "data-article-link";

/** Selects every article's main link, in document order. */
export const articleLinkSelector = `a[${articleLinkAttribute}]`;

/** An article's main link: the publisher's article in a new tab, marked as the article. */
export function ArticleLink(props: ComponentProps<typeof ExternalLink>) {
  return <ExternalLink {...props} {...{ [articleLinkAttribute]: true }} />;
}
