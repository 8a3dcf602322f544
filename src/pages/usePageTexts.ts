import { useTexts } from "../engine/LanguageContext.tsx";
import type { Catalogue } from "../shared/catalogue.ts";
import { LAYOUT_TEXT } from "../shared/layoutTexts.ts";
import { SEARCH_TEXT, STATUS_TEXT } from "../shared/pageTexts.ts";
import { STORY_TEXT } from "../shared/storyTexts.ts";

/** The page's whole catalogue: English texts of the built-in pages come with this chunk. */
export function usePageTexts(): Catalogue {
  const texts = useTexts();
  return { STORY_TEXT, SEARCH_TEXT, STATUS_TEXT, LAYOUT_TEXT, ...texts };
}
