/**
 * The real-world corpus (../shared/corpus/node-feedparser, beside the repository root; never
 * copied into it): each feed served over loopback HTTP with the headers a publisher sends,
 * fetched by the real refresher and read back from the API. Expected values are read from
 * the XML of each file.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Article } from "../../../src/shared/article.ts";
import type { FeedsConfig } from "../../../src/shared/feedsConfig.ts";
import { type Harness, startHarness, statusOf, testFeeds } from "../harness.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";

const corpusDir = new URL("../../../../shared/corpus/node-feedparser/", import.meta.url);
const now = Date.parse("2025-06-03T12:00:00Z");
const rss = "application/rss+xml";
const atom = "application/atom+xml";

/** File → how a publisher would serve it. `gzip`: the file already holds gzip bytes. */
const served: Record<string, { contentType: string; gzip?: boolean }> = {
  "atom-with-tag-uri-links.xml": { contentType: atom },
  "category-feed.xml": { contentType: rss },
  "complexNamespaceFeed.xml": { contentType: atom },
  "compressed.xml": { contentType: rss, gzip: true },
  "guid-dupes.xml": { contentType: rss },
  "iconv.xml": { contentType: "text/xml; charset=windows-1251" },
  "illegally-nested.xml": { contentType: rss },
  "intertwingly.atom": { contentType: atom },
  "invalid-characters-gzipped.xml": { contentType: rss, gzip: true },
  "mediacontent-dupes.xml": { contentType: `${rss}; charset=ISO-8859-1` },
  "non-text-alternate-links.xml": { contentType: atom },
  "nondefaultnamespace-baseline.atom": { contentType: atom },
  "nondefaultnamespace-xhtml.atom": { contentType: atom },
  "nondefaultnamespace.atom": { contentType: atom },
  "notafeed.html": { contentType: "text/html; charset=utf-8" },
  "relative-channel-image-url.xml": { contentType: rss },
  "rss-with-item-scoped-html-base.xml": { contentType: rss },
  "rss-with-relative-html-urls-no-base.xml": { contentType: rss },
  "rss-with-relative-html-urls.xml": { contentType: rss },
  "rss-with-relative-urls-with-absolute-xmlurl.xml": { contentType: rss },
  "rss-with-relative-urls.xml": { contentType: rss },
  "rss-with-trailing-meta.xml": { contentType: rss },
  "rss2sample.xml": { contentType: rss },
  "saxerror.xml": { contentType: rss },
  "tpm-with-empty-base.atom": { contentType: atom },
  "tpm-with-fragment-base.atom": { contentType: atom },
  "tpm.atom": { contentType: atom },
  "unknown-namespace.atom": { contentType: atom },
  "wapowellness.xml": { contentType: rss },
};

/** One endpoint per file: `newYork/` + the file name's letters and digits. */
function endpointOf(file: string): string {
  return `newYork/c${file.replace(/[^A-Za-z0-9]/g, "")}`;
}

let upstream: Upstream;
let server: Harness;

async function articles(file: string): Promise<Article[]> {
  const response = await fetch(`${server.base}/public/api/${endpointOf(file)}`);
  expect(response.headers.get("x-feed-source"), `${file} is served live`).toBe("live");
  return (await response.json()) as Article[];
}

/**
 * Every item a file's endpoint serves: its cards, one per story (issue 37), and the other
 * reports on each card's story page.
 */
async function everyReport(list: Article[]): Promise<Article[]> {
  const byLink = new Map(list.map((article) => [article.link, article]));
  for (const card of list) {
    const response = await fetch(`${server.base}/public/api/stories/${card.storyId}`);
    expect(response.status, card.title).toBe(200);
    const story = (await response.json()) as { articles: Article[] };
    for (const report of story.articles)
      if (!byLink.has(report.link)) byLink.set(report.link, report);
  }
  return [...byLink.values()];
}

function byTitle(list: Article[], title: string): Article {
  const found = list.find((article) => article.title === title);
  if (!found) throw new Error(`no article titled ${JSON.stringify(title)}`);
  return found;
}

/**
 * The corpus is not the project's to ship, so a checkout without it beside the repository
 * skips these tests, saying so loudly, rather than failing the whole suite.
 */
const corpusPresent = existsSync(corpusDir);
if (!corpusPresent)
  console.warn(
    `SKIPPED: the real-world feed corpus is missing: expected ${fileURLToPath(corpusDir)} ` +
      "(../shared/corpus/node-feedparser beside the repository root; see ../shared/corpus/README.md).",
  );
const corpusDescribe = describe.skipIf(!corpusPresent);

beforeAll(async () => {
  if (!corpusPresent) return;
  upstream = await startUpstream();
  const endpoints: FeedsConfig["endpoints"] = {};
  for (const [file, { contentType, gzip }] of Object.entries(served)) {
    const body = readFileSync(new URL(file, corpusDir));
    upstream.set(`/${file}`, {
      kind: "body",
      body,
      contentType,
      ...(gzip ? { contentEncoding: "gzip" } : {}),
    });
    endpoints[endpointOf(file)] = { sources: [upstream.url(`/${file}`)], sample: true };
  }
  server = await startHarness(testFeeds(endpoints, 50), { now: () => now });
  await server.refresher.refreshAll();
}, 30_000);

afterAll(async () => {
  await server?.close();
  await upstream?.close();
});

corpusDescribe("real-world corpus: RSS", () => {
  it("rss2sample.xml: four items newest first, the untitled one kept with an empty title", async () => {
    const list = await articles("rss2sample.xml");
    expect(list.map((a) => [a.title, a.link, a.pubDate])).toEqual([
      [
        "Star City",
        "http://liftoff.msfc.nasa.gov/news/2003/news-starcity.asp",
        "2003-06-03T09:39:21.000Z",
      ],
      // No <title> and no <link>: the permalink guid is the link.
      ["", "http://liftoff.msfc.nasa.gov/2003/05/30.html#item572", "2003-05-30T11:06:42.000Z"],
      [
        "The Engine That Does More",
        "http://liftoff.msfc.nasa.gov/news/2003/news-VASIMR.asp",
        "2003-05-27T08:37:32.000Z",
      ],
      [
        "Astronauts' Dirty Laundry",
        "http://liftoff.msfc.nasa.gov/news/2003/news-laundry.asp",
        "2003-05-20T08:56:02.000Z",
      ],
    ]);
    expect(list[0]).toMatchObject({
      author: "Writer",
      description:
        "How do Americans get ready to work with Russians aboard the International Space Station? They take a crash course in culture, language and protocol at Russia's Star City.",
    });
  });

  it("wapowellness.xml: 29 items with Dublin Core creators and EST dates", async () => {
    const cards = await articles("wapowellness.xml");
    // A section of one publisher: each report its own card, as no one edits another (issue 50).
    expect(cards).toHaveLength(29);
    const list = await everyReport(cards);
    expect(list).toHaveLength(29);
    // A headline reused months apart ("Featured Advertiser") names three items, not one.
    expect(cards.filter((a) => a.title === "Featured Advertiser")).toHaveLength(3);
    const schools = byTitle(list, "Schools minister to kids’ fitness and nutrition needs");
    expect(schools).toMatchObject({
      link: "http://feeds.washingtonpost.com/click.phdo?i=cc0c5fb09865354bbec8415210a554da",
      pubDate: "2012-08-21T15:33:00.000Z",
      creator: "Lenny Bernstein",
      author: "Lenny Bernstein",
    });
    expect(schools.description).toMatch(
      /^You’ve just been appointed Minister of Fitness and Nutrition/,
    );
  });

  it("iconv.xml (windows-1251) and compressed.xml (the same, gzip-encoded) read as Russian", async () => {
    for (const file of ["iconv.xml", "compressed.xml"]) {
      const list = await articles(file);
      expect(list, file).toHaveLength(10);
      expect(
        byTitle(list, "В Бузулуке главные стройплощадки – детсад и Ледовый дворец"),
      ).toMatchObject({
        link: "http://www.oren.ru/news/2743422/",
        images: ["http://www.oren.ru/upload/iblock/be8/stroitelstvo_krany.jpg"],
        category: "Раздел Новости/",
        pubDate: "2014-01-22T14:31:31.000Z",
      });
    }
  });

  it("category-feed.xml: the first category, the item link", async () => {
    const [item, ...rest] = await articles("category-feed.xml");
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      title: "E.P.A. Plan to Clean Up Gowanus Canal Meets Local Resistance",
      link: "http://www.nytimes.com/2013/05/06/nyregion/epa-plan-to-clean-up-gowanus-canal-meets-local-resistance.html?partner=rss&emc=rss",
      category: "Water Pollution",
      pubDate: "2013-05-05T17:15:11.000Z",
    });
  });

  it("guid-dupes.xml: a repeated guid gives one link, and the 1×1 tracking pixel is dropped", async () => {
    const [item, ...rest] = await articles("guid-dupes.xml");
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      title: "Huh?",
      link: "http://www.braingle.com/50366.html",
      pubDate: "2014-06-19T06:00:00.000Z",
    });
    expect(item?.images).not.toContain(
      "http://feeds.feedburner.com/~r/braingle/newteasers/~4/orRnfLWBRNc",
    );
  });

  it("mediacontent-dupes.xml: the image once (media:content, thumbnail and enclosure repeat it), no video", async () => {
    const [item] = await articles("mediacontent-dupes.xml");
    const image =
      "http://i.mol.im/i/pix/2013/02/03/article-2272640-174FCEE2000005DC-697_154x115.jpg";
    expect(item?.images[0]).toBe(image);
    expect(item?.images.filter((url) => url === image)).toHaveLength(1);
    expect(item?.images.some((url) => url.endsWith(".mp4"))).toBe(false);
    expect(item?.pubDate).toBe("2013-02-03T04:13:03.000Z");
  });

  it("relative-channel-image-url.xml: an empty title is kept as empty, creator and category read", async () => {
    const [item] = await articles("relative-channel-image-url.xml");
    expect(item).toMatchObject({
      title: "",
      link: "https://www.virtualbox.org/ticket/10860#comment:1",
      creator: "dsvensson",
      category: "Ticket",
      pubDate: "2012-08-24T08:54:14.000Z",
    });
  });

  it("rss-with-trailing-meta.xml: metadata after the items does not disturb them", async () => {
    expect((await articles("rss-with-trailing-meta.xml")).map((a) => [a.title, a.link])).toEqual([
      ["First item", "https://example.com/items/1"],
    ]);
  });
});

corpusDescribe("real-world corpus: relative links and xml:base", () => {
  it("rss-with-relative-urls.xml: relative items resolve against the channel link, itself relative to the feed URL", async () => {
    const list = await articles("rss-with-relative-urls.xml");
    expect(list.map((a) => [a.title, a.link, a.pubDate])).toEqual([
      [
        "Neverwinter & Jingle Jam Humble Bundle!",
        upstream.url(
          "/en/games/neverwinter/news/detail/10743874-neverwinter-%26-jingle-jam-humble-bundle%21",
        ),
        "2017-12-07T18:00:29.000Z",
      ],
      [
        "2x Underdark Currency & 15% off Bags!",
        upstream.url(
          "/en/games/neverwinter/news/detail/10738994-2x-underdark-currency-%26-15%25-off-bags%21",
        ),
        "2017-12-07T15:00:00.000Z",
      ],
    ]);
  });

  it("rss-with-relative-urls-with-absolute-xmlurl.xml: the declared absolute self URL places the channel link", async () => {
    const list = await articles("rss-with-relative-urls-with-absolute-xmlurl.xml");
    expect(list.map((a) => a.link)).toEqual([
      "http://www.arcgames.com/en/games/neverwinter/news/detail/10743874-neverwinter-%26-jingle-jam-humble-bundle%21",
      "http://www.arcgames.com/en/games/neverwinter/news/detail/10738994-2x-underdark-currency-%26-15%25-off-bags%21",
    ]);
  });

  it("rss-with-item-scoped-html-base.xml: an item's xml:base applies to that item only", async () => {
    const list = await articles("rss-with-item-scoped-html-base.xml");
    expect(list.map((a) => [a.title, a.link])).toEqual([
      ["First", "https://example.com/first/first"],
      ["Second", "https://example.com/second"],
    ]);
  });

  it("rss-with-relative-html-urls.xml: nested xml:base (root, then item) for the link and content images", async () => {
    const [item] = await articles("rss-with-relative-html-urls.xml");
    // Root base https://example.com/; the item's base "posts/post-1" makes it .../posts/post-1.
    expect(item?.link).toBe("https://example.com/posts/posts/post-1");
    expect(item?.images).toEqual(["https://example.com/images/post-1.png"]);
  });

  it("rss-with-relative-html-urls-no-base.xml: without xml:base, the channel link is the base", async () => {
    const [item] = await articles("rss-with-relative-html-urls-no-base.xml");
    expect(item?.link).toBe("https://example.com/feed/posts/post-1");
    expect(item?.images).toEqual(["https://example.com/images/post-1.png"]);
  });

  it("tpm.atom and its empty / fragment xml:base variants: 20 entries linked on the publisher's site", async () => {
    for (const file of ["tpm.atom", "tpm-with-empty-base.atom", "tpm-with-fragment-base.atom"]) {
      const cards = await articles(file);
      // One publisher's follow-ups stay apart while no other publisher tells the story: they
      // are other reports, not edits of one (issue 50; two joined before).
      expect(cards, file).toHaveLength(20);
      const list = await everyReport(cards);
      expect(list, file).toHaveLength(20);
      expect(
        list.every((a) => a.link.startsWith("http://talkingpointsmemo.com/")),
        file,
      ).toBe(true);
      expect(
        byTitle(list, "Hannity Announces Fox Has Hired Sebastian Gorka As NatSec Strategist"),
        file,
      ).toMatchObject({
        link: "http://talkingpointsmemo.com/livewire/hannity-announces-fox-hired-sebastian-gorka-national-security-strategist",
        pubDate: "2017-11-08T23:15:58.000Z",
        author: "Esme Cribb",
      });
      expect(byTitle(list, "We're Hiring: Senior Editor"), file).toMatchObject({
        link: "http://talkingpointsmemo.com/edblog/were-hiring-senior-editor",
        author: "Josh Marshall",
      });
    }
  });

  it("intertwingly.atom: relative links under the site link, the feed's author, XHTML content as text", async () => {
    const list = await articles("intertwingly.atom");
    expect(list).toHaveLength(20);
    const entry = byTitle(list, "Inhibiting Suspend");
    expect(entry).toMatchObject({
      // Site link "/blog/" against the declared self URL http://intertwingly.net/blog/index.atom.
      link: "http://intertwingly.net/blog/2012/07/16/Inhibiting-Suspend",
      pubDate: "2012-07-16T15:48:01.000Z",
      author: "Sam Ruby",
    });
    expect(entry.content).toMatch(/^The interface is a bit low level, but workable:/);
    expect(byTitle(list, "utf8mb4").link).toBe("http://intertwingly.net/blog/2012/07/10/utf8mb4");
  });

  it("non-text-alternate-links.xml: the alternate link, not the self link", async () => {
    const [entry] = await articles("non-text-alternate-links.xml");
    expect(entry).toMatchObject({
      title: "(0,1)-category",
      link: "https://ncatlab.org/nlab/show/%280%2C1%29-category",
      pubDate: "2009-09-08T23:20:59.000Z",
      author: "Mike Shulman",
      description: "Updated by Mike Shulman on 2017-09-21 at 16:03:01Z.",
    });
  });
});

corpusDescribe("real-world corpus: Atom namespaces", () => {
  it("reads Atom under a prefix, with XHTML content under a prefix or the default namespace", async () => {
    const expected: Record<string, string> = {
      "nondefaultnamespace.atom":
        "If you can read the content of this entry, your aggregator works fine.",
      "nondefaultnamespace-baseline.atom":
        "If you can read the content of this entry, checking the test case will be meaningful.",
      "nondefaultnamespace-xhtml.atom":
        "If you can read the content of this entry, and it has a list and links, your aggregator works fine.",
    };
    for (const [file, title] of Object.entries(expected)) {
      const [entry, ...rest] = await articles(file);
      expect(rest, file).toEqual([]);
      expect(entry, file).toMatchObject({
        title,
        link: "http://example.org/tests/namespace/result.html",
        pubDate: "2006-01-18T11:26:54.000Z",
        author: "Aristotle Pagaltzis",
      });
      expect(entry?.content, file).toMatch(
        /^For information, see: Who knows an XML document from a hole in the ground\?/,
      );
    }
  });

  it("unknown-namespace.atom: one entry", async () => {
    const [entry] = await articles("unknown-namespace.atom");
    expect(entry).toMatchObject({
      title: "This entry contains XHTML-looking markup that is not XHTML",
      link: "http://example.org/tests/namespace/result.html",
      pubDate: "2006-01-22T19:47:34.000Z",
      author: "Henri Sivonen",
    });
  });

  it("complexNamespaceFeed.xml: a p0:-prefixed entry whose only link is its self link", async () => {
    const [entry] = await articles("complexNamespaceFeed.xml");
    expect(entry).toMatchObject({
      title: "This is the title",
      link: "http://localhost:8080/namespace/feed/entries/urn:uuid:d5ffaea2-0a9a-4f38-98fc-5c364177b6b4",
      content: "Hello World",
      author: "John Doe",
      category: "MyCategory 1",
      pubDate: "2012-08-04T01:29:34.677Z",
    });
  });
});

corpusDescribe("real-world corpus: broken documents are salvaged or refused with a reason", () => {
  it("saxerror.xml: an unescaped & in one link; all three items are salvaged", async () => {
    const list = await articles("saxerror.xml");
    expect(list.map((a) => [a.title, a.link]).sort()).toEqual([
      ["Bad Item", "http://example.com/bad?foo=1&bar=2"],
      ["Good Item", "http://example.com/good"],
      ["Item After Error", "http://example.com/after"],
    ]);
  });

  it("illegally-nested.xml: an <item/> nested in each item; the ten items are salvaged", async () => {
    const list = await articles("illegally-nested.xml");
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({
      title: "My Professional Armchair Analysis of CES",
      link: "http://feedproxy.google.com/~r/ziffdavis/pcmag/dvorak/~3/0O-eUfOYo94/0,2817,2525649,00.asp",
      pubDate: "2018-01-17T20:50:00.000Z",
    });
  });

  it("invalid-characters-gzipped.xml: the gzip body (807 KB inflated) is read whole", async () => {
    const list = await articles("invalid-characters-gzipped.xml");
    expect(list).toHaveLength(25);
    expect(byTitle(list, "NSOperation")).toMatchObject({
      link: "http://nshipster.com/nsoperation/",
      pubDate: "2014-07-14T07:00:00.000Z",
    });
    expect(byTitle(list, "NSFormatter").link).toBe("http://nshipster.com/nsformatter/");
  });

  it("notafeed.html and atom-with-tag-uri-links.xml are refused with their reason on /public/api/status", async () => {
    const status = await statusOf(server);
    expect(status.endpoints[endpointOf("notafeed.html")]).toMatchObject({
      source: "sample",
      lastError: "not an RSS, RDF, Atom or JSON feed (root element <html>)",
    });
    expect(status.endpoints[endpointOf("atom-with-tag-uri-links.xml")]).toMatchObject({
      source: "sample",
      lastError: "the feed has no items with a safe http(s) link",
    });
  });
});
