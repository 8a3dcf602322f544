/**
 * No English left in the editions' chrome (issue 49): every route of the manifest and every
 * built-in page (story, search, status, sources, a 404, the offline page), served offline by
 * the real server in Spanish, French and Arabic, shows no interface text that the English
 * pages show: the sort menu, the pager, captions, the footer, menus, notes. Article text is
 * left out by its markup (`chromeTexts`). The server's HTML is what a visitor first sees and
 * what hydration keeps, so no browser is needed: about 200 pages in a few seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routesFile from "../../config/routes.json" with { type: "json" };
import { countryCodes } from "../../src/shared/countryCodes.ts";
import type { EditionLanguage } from "../../src/shared/editions.ts";
import { type RunningSite, startSiteServer } from "../../tools/browser/siteServer.ts";
import { chromeTexts, englishLeft } from "./support/chromeTexts.ts";

/** Written alike in every language: the site's name and the ISO codes of countries and languages. */
const everywhere = [/^Maverick( News)?$/, /\| Maverick News$/, /^[A-Z]{2}$/];

/**
 * Country names Intl writes in `lang` exactly as in English ("Nigeria", "Canada"), alone or
 * with a count after them (a story's coverage by country).
 */
const sameCountryNames = (lang: string): RegExp[] => {
  const [english, local] = ["en", lang].map(
    (tag) => new Intl.DisplayNames([tag], { type: "region" }),
  );
  const names = [...countryCodes].flatMap((code) => {
    const name = english?.of(code);
    return name !== undefined && name === local?.of(code) ? [name] : [];
  });
  return names.map(
    (name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\d+)?$`),
  );
};

/**
 * What each language writes exactly as English does: names (of a brand, of a sport) and words
 * the two languages share. Each entry is a decision, not a gap.
 */
const sameAsEnglish: Record<EditionLanguage, (string | RegExp)[]> = {
  es: [
    ...everywhere,
    ...sameCountryNames("es"),
    "DealBook",
    "Asia",
    "Blogs",
    "Hockey",
    "General",
    // A running time: 'min' is the abbreviation in both (issue 46).
    /^\d+ min$/,
  ],
  fr: [
    ...everywhere,
    ...sameCountryNames("fr"),
    "DealBook",
    "Menu",
    "Podcast",
    "Sport",
    "Sports",
    "Tennis",
    "Baseball",
    "Cricket",
    "Europe",
    "Blogs",
    "Hockey",
    "Contact",
    "Sources",
    /^Page \d+$/,
    /^\d+ (sources|articles)$/,
    /^\d+ min$/,
  ],
  ar: everywhere,
};

const editions: EditionLanguage[] = ["es", "fr", "ar"];
let site: RunningSite;
let paths: string[];
/** Every interface text of the English pages. */
const english = new Set<string>();

const withLang = (path: string, lang: string) =>
  `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;

/** The page's HTML (any status: the 404 page is a page too). */
const html = async (path: string) => (await fetch(site.url + path)).text();

beforeAll(async () => {
  site = await startSiteServer({ OFFLINE: "1" });
  const news = await html("/news");
  const story = /href="(\/story\/[^"?]+)/.exec(news)?.[1];
  if (!story) throw new Error("/news links no story page");
  // The offline sample show's page and its newest episode's (issue 46).
  const show = "/podcast/maverick-sample-hour";
  const episode = new RegExp(`href="(${show}/[^"?]+)`).exec(await html(show))?.[1];
  if (!episode) throw new Error(`${show} links no episode page`);
  paths = [
    ...routesFile.routes.map((route) => route.path),
    story,
    "/search?q=sample",
    "/status",
    "/sources",
    show,
    episode,
    "/no-such-page",
  ];
  for (const path of paths) for (const text of chromeTexts(await html(path))) english.add(text);
  for (const text of chromeTexts(await html("/offline.html"))) english.add(text);
}, 60_000);

afterAll(async () => {
  await site?.stop();
});

describe("the editions' chrome", () => {
  it("finds interface text and leaves out what the markup says is not the interface's", () => {
    const page = `<html lang="es"><head><title>Africa | Maverick News</title></head><body>
      <p>Sort by<!-- -->: <span translate="no">northdesk.example</span></p>
      <h3 lang="en" dir="auto"><a>Flooding in Dodoma</a></h3><p lang="en">Sample Staff Writer</p>
      <img alt="Sample image · Africa"><p>Page <!-- -->1<!-- --> of <!-- -->3</p></body></html>`;
    expect(chromeTexts(page)).toEqual([
      "Africa | Maverick News",
      "Sort by:",
      "Sample image · Africa",
      "Page 1 of 3",
    ]);
    const english = new Set(["Sort by:", "Page 1 of 3", "Africa | Maverick News", "1"]);
    expect(englishLeft(chromeTexts(page), english, [/\| Maverick News$/])).toEqual([
      "Sort by:",
      "Page 1 of 3",
    ]);
  });

  it("the English pages have interface text to compare with (the sort menu, the pager, the footer)", () => {
    for (const text of ["Sort by", "New", "Trending", "Previous", "Contact", "Sources"])
      expect(english, text).toContain(text);
    expect([...english].filter((text) => /^Page 1 of \d+$/.test(text))).not.toEqual([]);
  });

  it.each(editions)("%s: no route or built-in page shows English interface text", async (lang) => {
    const left: string[] = [];
    for (const path of paths)
      for (const text of englishLeft(
        chromeTexts(await html(withLang(path, lang))),
        english,
        sameAsEnglish[lang],
      ))
        left.push(`${path} (${lang}): "${text}"`);
    for (const text of englishLeft(
      chromeTexts(await html(`/offline-${lang}.html`)),
      english,
      sameAsEnglish[lang],
    ))
      left.push(`/offline-${lang}.html (${lang}): "${text}"`);
    expect(left).toEqual([]);
  });
});
