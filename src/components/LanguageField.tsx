import { useLanguage } from "../engine/LanguageContext.tsx";
import { langParam } from "../shared/languages.ts";

/** A GET form's hidden `lang` field: the page it submits to stays in the page's language. */
export function LanguageField() {
  const lang = useLanguage();
  return lang === "en" ? null : <input type="hidden" name={langParam} value={lang} />;
}
