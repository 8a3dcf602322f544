import { describe, expect, it } from "vitest";
import { normalizeFeed } from "../../../src/server/feeds/normalizeFeed.ts";
import { parseFeed } from "../../../src/server/feeds/parseFeed.ts";

const languagesOf = (text: string) =>
  normalizeFeed(parseFeed(text, "https://publisher.test/feed")).map(
    (item) => item.article.language,
  );

const rssItem = `<item><title>t</title><link>https://publisher.test/a</link></item>`;

describe("an article's language, as its feed declares it", () => {
  it("RSS <language>, canonical (en-us -> en-US); dc:language for RSS 1.0 style channels", () => {
    expect(
      languagesOf(
        `<rss version="2.0"><channel><title>t</title><language>fr</language>${rssItem}</channel></rss>`,
      ),
    ).toEqual(["fr"]);
    expect(
      languagesOf(
        `<rss version="2.0"><channel><title>t</title><language>en-us</language>${rssItem}</channel></rss>`,
      ),
    ).toEqual(["en-US"]);
  });

  it("Atom xml:lang, the entry's over the feed's", () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ar"><title>t</title>
      <entry><title>a</title><link href="https://publisher.test/a"/><id>a</id></entry>
      <entry xml:lang="fa"><title>b</title><link href="https://publisher.test/b"/><id>b</id></entry></feed>`;
    expect(languagesOf(atom)).toEqual(["ar", "fa"]);
  });

  it("JSON Feed language, the item's over the feed's", () => {
    const json = JSON.stringify({
      version: "https://jsonfeed.org/version/1.1",
      title: "t",
      language: "es",
      items: [
        { id: "1", url: "https://publisher.test/1", title: "a" },
        { id: "2", url: "https://publisher.test/2", title: "b", language: "pt-BR" },
      ],
    });
    expect(languagesOf(json)).toEqual(["es", "pt-BR"]);
  });

  it("none when undeclared or malformed", () => {
    expect(
      languagesOf(`<rss version="2.0"><channel><title>t</title>${rssItem}</channel></rss>`),
    ).toEqual([null]);
    expect(
      languagesOf(
        `<rss version="2.0"><channel><title>t</title><language>not a tag!</language>${rssItem}</channel></rss>`,
      ),
    ).toEqual([null]);
  });
});
