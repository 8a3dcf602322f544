/** `virtual:site-config`: config/ validated at build time (tools/build/siteConfigPlugin.ts). */
declare module "virtual:site-config" {
  const config: import("./engine/SiteConfigContext.tsx").SiteConfigValue;
  export default config;
}
/** The same with every label in one language (`virtual:site-config/ar`), for the browser. */
declare module "virtual:site-config/*" {
  const config: import("./engine/SiteConfigContext.tsx").SiteConfigValue;
  export default config;
}
