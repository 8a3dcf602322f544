/** The URLs of the installable, offline site (issue 26): one definition for build, server and browser. */
export const serviceWorkerPath = "/sw.js";
export const webManifestPath = "/manifest.webmanifest";
export const offlinePagePath = "/offline.html";
/** The app icons, by size; the maskable one keeps its mark inside the safe zone. */
export const iconPaths = {
  any192: "/icons/icon-192.png",
  any512: "/icons/icon-512.png",
  maskable512: "/icons/maskable-512.png",
} as const;
