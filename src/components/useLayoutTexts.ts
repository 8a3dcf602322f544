import { useTexts } from "../engine/LanguageContext.tsx";
import { LAYOUT_TEXT } from "../shared/layoutTexts.ts";

/** The layouts' own labels in the page's language (English ones come with the layouts' chunks). */
export const useLayoutTexts = () => useTexts().LAYOUT_TEXT ?? LAYOUT_TEXT;
