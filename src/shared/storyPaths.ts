import { apiBasePath } from "./endpoints.ts";

/*
 * A story's paths, apart from its schema (story.ts) so that the browser bundle, which links
 * to stories from every card, carries no zod.
 */

/** The route of a story's Full Coverage page (React Router and Fastify syntax alike). */
export const storyPagePattern = "/story/:id";

/** The site path of a story's Full Coverage page. */
export function storyPath(id: string): string {
  return `/story/${encodeURIComponent(id)}`;
}

/** The API path of a story. */
export function storyApiPath(id: string): string {
  return `${apiBasePath}/stories/${encodeURIComponent(id)}`;
}
