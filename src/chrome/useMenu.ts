import { useMemo } from "react";
import { useSiteConfig } from "../engine/SiteConfigContext.tsx";
import { buildMenu, type MenuGroup } from "./menuModel.ts";

/** The menu groups of the running config, built once. */
export function useMenu(): MenuGroup[] {
  const { site, manifest } = useSiteConfig();
  return useMemo(() => buildMenu(site, manifest), [site, manifest]);
}
