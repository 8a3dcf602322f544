import { describe, expect, it } from "vitest";
import { articleSchema, parseArticles } from "../../src/shared/article.ts";
import { readArticles } from "../../src/shared/readArticles.ts";

const link = "https://news.test/a";
const cases: unknown[] = [
  {
    title: "Full",
    link,
    description: "d",
    content: "c",
    images: ["https://i.test/1.jpg"],
    pubDate: "2025-06-12T10:00:00Z",
    category: "World",
    creator: "A",
    author: null,
    excerpt: "e",
    popularity: 3,
    trending: true,
    storyId: "s1",
    sourceCount: 4,
    language: "en-GB",
    imageProxy: { src: "aHR0cHM6Ly9pLnRlc3QvMS5qcGc", sig: "sig" },
    episode: {
      id: "ab_12-c",
      guid: "g1",
      audio: "https://cdn.test/e.mp3",
      type: "audio/mpeg",
      bytes: 1000,
      duration: 243,
      image: null,
      season: null,
      number: 4,
      transcript: { url: "https://cdn.test/t.vtt", type: "text/vtt", extra: 1 },
      chapters: null,
      inlineChapters: [{ start: 1.5, title: "Intro", url: null, image: "https://cdn.test/c.png" }],
    },
    show: { title: "Show", description: "About", image: "https://cdn.test/s.png" },
  },
  { title: "Minimal", link },
  { link },
  { title: "No link" },
  { title: "Script link", link: "javascript:alert(1)" },
  { title: "Relative link", link: "/a" },
  { title: "Not a URL", link: "http//x" },
  { title: 5, link },
  { title: "Bad images", link, images: "x.jpg" },
  { title: "Image not string", link, images: [1] },
  { title: "Negative popularity", link, popularity: -1 },
  { title: "Popularity as text", link, popularity: "3" },
  { title: "Trending as text", link, trending: "yes" },
  { title: "Null title", link, title2: 1, title_: null, pubDate: 7 },
  { title: "Null date", link, pubDate: null, category: null },
  { title: "French", link, language: "fr" },
  { title: "Region subtag", link, language: "pt-BR" },
  { title: "Bad language", link, language: "not a tag" },
  { title: "Undeclared language", link, language: null },
  { title: "Language not text", link, language: 5 },
  { title: "Story", link, storyId: "abc", sourceCount: 1 },
  { title: "Story id not text", link, storyId: 7 },
  { title: "No sources", link, sourceCount: 0 },
  { title: "Half a source", link, sourceCount: 1.5 },
  { title: "Sources as text", link, sourceCount: "2" },
  { title: "Sources past safe integers", link, sourceCount: 2 ** 60 },
  { title: "No proxied image", link, imageProxy: null },
  { title: "Proxied image without its signature", link, imageProxy: { src: "a" } },
  { title: "Proxied image of the per-width shape", link, imageProxy: { src: "a", sigs: ["b"] } },
  null,
  "text",
  [link],
];

/**
 * A podcast episode's fields (issue 46) are the server's: the pages read episodes from the
 * podcasts API, so the browser's reader leaves them out (and the home route's bundle stays
 * without their checks).
 */
const serverOnly = ["episode", "show"];
const withoutServerOnly = (articles: object[]) =>
  articles.map((article) =>
    Object.fromEntries(Object.entries(article).filter(([key]) => !serverOnly.includes(key))),
  );

describe("readArticles (the browser's zod-free reader)", () => {
  it("gives the same articles as the Article schema for every case", () => {
    expect(readArticles(cases)).toEqual(withoutServerOnly(parseArticles(cases)));
    for (const item of cases)
      expect(readArticles([item]), JSON.stringify(item)).toEqual(
        withoutServerOnly(parseArticles([item])),
      );
  });

  it("reads every field the schema has but the server's own (the first case carries them all)", () => {
    expect(Object.keys(cases[0] as object).sort()).toEqual(Object.keys(articleSchema.shape).sort());
    expect(Object.keys(readArticles([cases[0]])[0] ?? {}).sort()).toEqual(
      Object.keys(articleSchema.shape)
        .filter((key) => !serverOnly.includes(key))
        .sort(),
    );
  });

  it("refuses anything but an array", () => {
    expect(() => readArticles({})).toThrow("not a JSON array");
  });
});
