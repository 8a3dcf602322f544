import { type StoryData, storySchema } from "../../shared/story.ts";

/** Where the server finds a story's data: the FeedStore's `storyJson` has this shape. */
export interface StorySource {
  storyJson(id: string): Uint8Array | undefined;
}

/** A story as its Full Coverage page reads it, from the API's own bytes; undefined when unknown. */
export function storyData(source: StorySource, id: string): StoryData | undefined {
  const json = source.storyJson(id);
  if (!json) return undefined;
  return storySchema.parse(JSON.parse(new TextDecoder().decode(json)));
}
