import { useQuery } from "@tanstack/react-query";
import { type StoryData, storySchema } from "../shared/story.ts";
import { storyApiPath } from "../shared/storyPaths.ts";
import { STALE_MS } from "./createQueryClient.ts";

/** The one query key of a story (issue 11). */
export const storyKey = (id: string) => ["story", id] as const;

/** The server answered 404: no such story (or it has ended). */
export class StoryNotFoundError extends Error {
  override name = "StoryNotFoundError";
}

/** Fetches one story; a 404 is `StoryNotFoundError`, any other non-OK answer an error. */
export async function fetchStory(id: string, signal?: AbortSignal): Promise<StoryData> {
  const response = await fetch(storyApiPath(id), {
    headers: { Accept: "application/json" },
    signal,
  });
  if (response.status === 404) throw new StoryNotFoundError(`No story "${id}"`);
  if (!response.ok) throw new Error(`Request failed with status ${response.status}`);
  const parsed = storySchema.safeParse(await response.json());
  if (!parsed.success) throw new Error("The story response has an unexpected shape");
  return parsed.data;
}

export function useStory(id: string) {
  return useQuery({
    queryKey: storyKey(id),
    queryFn: ({ signal }) => fetchStory(id, signal),
    staleTime: STALE_MS.story,
  });
}

/** Where the server finds a story's data: the FeedStore's `storyBody` has this shape. */
export interface StorySource {
  storyBody(id: string): { identity: Uint8Array } | undefined;
}

/**
 * The data the story page needs, read from the server's store: the query key and the
 * story, for server rendering to prefill the query cache; undefined for an unknown story.
 */
export function storyPageData(
  source: StorySource,
  id: string,
): { queryKey: ReturnType<typeof storyKey>; data: StoryData } | undefined {
  const body = source.storyBody(id);
  if (!body) return undefined;
  const data = storySchema.parse(JSON.parse(new TextDecoder().decode(body.identity)));
  return { queryKey: storyKey(id), data };
}
