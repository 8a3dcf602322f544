import { type Language, withLanguage } from "./languageHref.ts";
import { languages } from "./languages.ts";
import { directionOf } from "./textDirection.ts";

/**
 * A rendered page's language attributes: `lang` and `dir` for `<html>`, and the same URL in
 * every language as `hreflang` alternates (English also as `x-default`), absolute when the
 * site's URL is configured.
 */
export function languageAlternates(url: string, lang: Language, siteUrl: string | undefined) {
  const locate = (href: string) => (siteUrl ? new URL(href, siteUrl).href : href);
  const alternates: { hreflang: string; href: string }[] = languages.map((entry) => ({
    hreflang: entry.code,
    href: locate(withLanguage(url, entry.code)),
  }));
  alternates.push({ hreflang: "x-default", href: locate(withLanguage(url, "en")) });
  return { lang, dir: directionOf(lang), alternates };
}
