import { useMemo } from "react";
import { useLanguage, useTexts } from "../engine/LanguageContext.tsx";
import { useSiteConfig } from "../engine/SiteConfigContext.tsx";
import { todayPagePath } from "../shared/sitePaths.ts";
import { buildMenu, type MenuGroup } from "./menuModel.ts";

/**
 * The menu groups of the running config in the page's language, built once; the first
 * group opens with the day's top stories (issue 50), a built-in page the manifest does not
 * list.
 */
export function useMenu(): MenuGroup[] {
  const { site, manifest } = useSiteConfig();
  const lang = useLanguage();
  const label = useTexts().TEXT.chrome.today;
  return useMemo(() => {
    const groups = buildMenu(site, manifest, lang);
    // buildMenu makes new arrays each time: this one is ours to change.
    groups[0]?.links.unshift({ label, path: todayPagePath });
    return groups;
  }, [site, manifest, lang, label]);
}
