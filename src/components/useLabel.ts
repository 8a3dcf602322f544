import { useLanguage } from "../engine/LanguageContext.tsx";
import { type Label, labelIn } from "../shared/localizedLabel.ts";

/** Config labels (titles, section names) in the page's language: `const label = useLabel()`. */
export function useLabel(): (label: Label) => string {
  const lang = useLanguage();
  return (label) => labelIn(label, lang);
}
