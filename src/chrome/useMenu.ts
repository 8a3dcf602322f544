import { useMemo } from "react";
import { useLanguage } from "../engine/LanguageContext.tsx";
import { useSiteConfig } from "../engine/SiteConfigContext.tsx";
import { buildMenu, type MenuGroup } from "./menuModel.ts";

/** The menu groups of the running config in the page's language, built once. */
export function useMenu(): MenuGroup[] {
  const { site, manifest } = useSiteConfig();
  const lang = useLanguage();
  return useMemo(() => buildMenu(site, manifest, lang), [site, manifest, lang]);
}
