import { useQuery } from "@tanstack/react-query";
import { STALE_MS } from "../engine/createQueryClient.ts";
import { fetchJson } from "../engine/fetchJson.ts";
import { storyApiPath } from "../shared/sitePaths.ts";
import type { StoryData } from "../shared/story.ts";
import { readStory } from "./readResponses.ts";

/** The one query key of a story (issue 11). */
export const storyKey = (id: string) => ["story", id] as const;

/** Fetches one story; a 404 (no such story, or it has ended) is an error whose cause is 404. */
async function fetchStory(id: string, signal?: AbortSignal): Promise<StoryData> {
  const response = await fetchJson(storyApiPath(id), signal);
  return readStory(await response.json());
}

export function useStory(id: string) {
  return useQuery({
    queryKey: storyKey(id),
    queryFn: ({ signal }) => fetchStory(id, signal),
    staleTime: STALE_MS.story,
  });
}
