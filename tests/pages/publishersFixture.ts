import type { PublicPublisher } from "../../src/shared/publicPublishers.ts";

/** A registry as `/public/api/sources` gives it: alpha.example's feed is in statusFixture's report. */
export const publishers: PublicPublisher[] = [
  {
    id: "alpha-news",
    name: "Alpha News",
    homepage: "https://alpha.example/",
    country: "GB",
    languages: ["en"],
    kind: "public",
    feeds: [{ url: "https://alpha.example/rss.xml", language: "en" }],
  },
  {
    id: "radio-beta",
    name: "Radio Beta",
    homepage: "https://beta.example/",
    country: "FR",
    languages: ["fr", "ar"],
    kind: "state",
    feeds: [
      { url: "https://broken.example/feed", language: "fr" },
      { url: "https://beta.example/ar/unused.xml", language: "ar" },
    ],
  },
  {
    id: "gamma-wire",
    name: "Gamma Wire",
    homepage: "https://gamma.example/",
    country: "AR",
    languages: ["es"],
    kind: "agency",
    feeds: [
      { url: "https://gamma.example/a/very/long/path/subtechnology/feed.xml", language: "es" },
    ],
  },
];
