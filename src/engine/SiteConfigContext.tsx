import { createContext, useContext } from "react";
import type { EditionMap } from "../shared/editionEndpoints.ts";
import type { Manifest } from "../shared/manifest.ts";
import type { SiteConfig } from "../shared/siteConfig.ts";

export interface SiteConfigValue {
  site: SiteConfig;
  manifest: Manifest;
  /** Which endpoints have an edition in which language (issue 38); none when absent. */
  editions?: EditionMap;
}

const SiteConfigContext = createContext<SiteConfigValue | null>(null);

export const SiteConfigProvider = SiteConfigContext.Provider;

/** The validated site and route configuration the app was started with. */
export function useSiteConfig(): SiteConfigValue {
  const value = useContext(SiteConfigContext);
  if (!value) throw new Error("useSiteConfig must be used inside <SiteConfigProvider>");
  return value;
}
