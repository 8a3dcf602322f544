/** `virtual:site-config`: config/ validated at build time (tools/build/siteConfigPlugin.ts). */
declare module "virtual:site-config" {
  const config: import("./engine/SiteConfigContext.tsx").SiteConfigValue;
  export default config;
}

/** `virtual:page-styles`: the `<style>` elements every rendered page carries (tools/build/pageStylesPlugin.ts). */
declare module "virtual:page-styles" {
  export const pageStyles: string;
}
