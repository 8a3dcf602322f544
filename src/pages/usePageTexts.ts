import { useTexts } from "../engine/LanguageContext.tsx";
import type { Catalogue, LoadedCatalogue } from "../shared/catalogue.ts";
import { LAYOUT_TEXT } from "../shared/layoutTexts.ts";
import { SEARCH_TEXT, STATUS_TEXT } from "../shared/pageTexts.ts";
import { STORY_TEXT } from "../shared/storyTexts.ts";

/** What the built-in pages read of the catalogue. */
type PageCatalogue = LoadedCatalogue &
  Pick<Catalogue, "STORY_TEXT" | "SEARCH_TEXT" | "STATUS_TEXT" | "LAYOUT_TEXT">;

/** The page's catalogue: English texts of the built-in pages come with this chunk. */
export function usePageTexts(): PageCatalogue {
  const texts = useTexts();
  return { STORY_TEXT, SEARCH_TEXT, STATUS_TEXT, LAYOUT_TEXT, ...texts };
}
