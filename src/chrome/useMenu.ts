import { useMemo } from "react";
import { useLanguage } from "../engine/LanguageContext.tsx";
import { useSiteConfig } from "../engine/SiteConfigContext.tsx";
import { todayPagePath } from "../shared/sitePaths.ts";
import { todayLinkTexts } from "../shared/todayLinks.ts";
import { buildMenu, type MenuGroup } from "./menuModel.ts";

/**
 * The menu groups of the running config in the page's language, built once; the first
 * group opens with the day's top stories (issue 50), a built-in page the manifest does not
 * list.
 */
export function useMenu(): MenuGroup[] {
  const { site, manifest } = useSiteConfig();
  const lang = useLanguage();
  return useMemo(() => {
    const [first, ...rest] = buildMenu(site, manifest, lang);
    if (!first) return [];
    const today = { label: todayLinkTexts[lang].menu, path: todayPagePath };
    return [{ ...first, links: [today, ...first.links] }, ...rest];
  }, [site, manifest, lang]);
}
