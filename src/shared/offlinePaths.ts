/** The URLs of the installable, offline site (issue 26): one definition for build, server and browser. */
export const serviceWorkerPath = "/sw.js";
export const webManifestPath = "/manifest.webmanifest";

import { defaultLanguage, type Language } from "./languageHref.ts";

/** The offline page in a language: `/offline.html` in English, `/offline-ar.html` in Arabic. */
export const offlinePagePath = (lang: Language) =>
  lang === defaultLanguage ? "/offline.html" : `/offline-${lang}.html`;
/** The app icons, by size; the maskable one keeps its mark inside the safe zone. */
export const iconPaths = {
  any192: "/icons/icon-192.png",
  any512: "/icons/icon-512.png",
  maskable512: "/icons/maskable-512.png",
} as const;
