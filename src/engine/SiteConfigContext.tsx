import { createContext, type ReactNode, useContext } from "react";
import type { Manifest } from "../shared/manifest.ts";
import type { SiteConfig } from "../shared/siteConfig.ts";

export interface SiteConfigValue {
  site: SiteConfig;
  manifest: Manifest;
}

const SiteConfigContext = createContext<SiteConfigValue | null>(null);

export function SiteConfigProvider({
  value,
  children,
}: {
  value: SiteConfigValue;
  children: ReactNode;
}) {
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

/** The validated site and route configuration the app was started with. */
export function useSiteConfig(): SiteConfigValue {
  const value = useContext(SiteConfigContext);
  if (!value) throw new Error("useSiteConfig must be used inside <SiteConfigProvider>");
  return value;
}
