import { useTexts } from "../engine/LanguageContext.tsx";
import type { Catalogue } from "../shared/catalogue.ts";
import { PODCAST_TEXT } from "../shared/podcastTexts.ts";

/** The show and episode pages' texts: English comes with their chunk, like `usePageTexts`. */
export function usePodcastTexts(): Catalogue["PODCAST_TEXT"] {
  return useTexts().PODCAST_TEXT ?? PODCAST_TEXT;
}
