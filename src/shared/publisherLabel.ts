// Types only: the browser loads this (no zod).
import type { StoryArticle } from "./story.ts";

/**
 * How a page names a report's publisher (issue 49): the registry's name, as the search
 * facets name it (namedPublisher), the host for one the registry does not know.
 */
export const publisherLabel = (article: Pick<StoryArticle, "publisher" | "publisherName">) =>
  article.publisherName ?? article.publisher;
