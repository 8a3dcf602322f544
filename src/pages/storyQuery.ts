import { useQuery } from "@tanstack/react-query";
import { STALE_MS } from "../engine/createQueryClient.ts";
import { storyApiPath } from "../shared/sitePaths.ts";
import { type StoryData, storySchema } from "../shared/story.ts";

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
