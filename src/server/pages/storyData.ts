import { type StoryData, storySchema } from "../../shared/story.ts";

/** Where the server finds a story's data: the FeedStore's `storyBody` has this shape. */
export interface StorySource {
  storyBody(id: string): { identity: Uint8Array } | undefined;
}

/** A story as its Full Coverage page reads it, from the API's own bytes; undefined when unknown. */
export function storyData(source: StorySource, id: string): StoryData | undefined {
  const body = source.storyBody(id);
  if (!body) return undefined;
  return storySchema.parse(JSON.parse(new TextDecoder().decode(body.identity)));
}
