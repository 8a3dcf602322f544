/** `virtual:static-content/<name>`: config/<name>.json validated at build time (tools/build/siteConfigPlugin.ts). */
declare module "virtual:static-content/podcasts" {
  const content: import("./staticContent.ts").PodcastsConfig;
  export default content;
}
declare module "virtual:static-content/live" {
  const content: import("./staticContent.ts").LiveConfig;
  export default content;
}
declare module "virtual:static-content/blogs" {
  const content: import("./staticContent.ts").BlogsConfig;
  export default content;
}
