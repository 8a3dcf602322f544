import { type StoryData, storySchema } from "../../shared/story.ts";

/** A story as its Full Coverage page reads it: from the API's own bytes. */
export function storyData(json: Uint8Array): StoryData {
  return storySchema.parse(JSON.parse(new TextDecoder().decode(json)));
}
