/**
 * The image proxy over real HTTP: a loopback publisher whose items carry large JPEGs from a
 * loopback HTTPS image host (127.0.0.2 plays the public internet; 127.0.0.1 is the server's
 * own network, which an image URL may not lead into).
 */

import { lookup } from "node:dns";
import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPrivateAddress } from "../../../src/server/feeds/privateNetworks.ts";
import { fallbackImage } from "../../../src/server/images/imageFastPath.ts";
import type { ImageOverrides } from "../../../src/server/images/startImages.ts";
import type { Article } from "../../../src/shared/article.ts";
import { imageProxyUrl, imageWidths } from "../../../src/shared/imageProxy.ts";
import {
  hostileImages,
  type ImageHost,
  realShapedPhotoPath,
  startImageHost,
} from "../../../tools/bench/imageHost.ts";
import { type Harness, startHarness, testFeeds, testLimits } from "../harness.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";

const publicAddress = "127.0.0.2";
const avifFirst = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";

let host: ImageHost;
let publisher: Upstream;
let server: Harness;
let imageOptions: ImageOverrides;

const imagePaths = {
  photo: "/photos/1.jpg",
  photo2: "/photos/2.jpg",
  photo3: "/photos/3.jpg",
  missing: "/missing/1.jpg",
  ...hostileImages,
};
/** Publishers' CDN links: long dated paths, crops, percent-encoding and query strings. */
const realShaped = [5, 6, 7].map(realShapedPhotoPath);

const escapeXml = (text: string) => text.replaceAll("&", "&amp;");

function rss(images: string[]): string {
  const items = images.map(
    (image, i) =>
      `<item><title>Story ${i}</title><link>https://news.example/${i}</link><pubDate>Mon, 23 Nov 2026 10:0${i % 10}:00 GMT</pubDate><enclosure url="${escapeXml(image)}" type="image/jpeg" length="1"/></item>`,
  );
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Images</title><link>https://news.example/</link>${items.join("")}</channel></rss>`;
}

const feeds = (url: string) =>
  testFeeds({ "newYork/world": { sources: [url], sample: false } }, 50);

async function articles(base = server.base): Promise<Article[]> {
  return (await (await fetch(`${base}/public/api/newYork/world`)).json()) as Article[];
}

async function articleFor(path: string): Promise<Article> {
  const found = (await articles()).find((a) => a.images[0] === host.url(path));
  if (!found) throw new Error(`no article for ${path}`);
  return found;
}

async function proxied(path: string, width = 640, accept = avifFirst): Promise<Response> {
  const article = await articleFor(path);
  if (!article.imageProxy) throw new Error(`${path} is not linked`);
  const index = imageWidths.indexOf(width as (typeof imageWidths)[number]);
  return fetch(`${server.base}${imageProxyUrl(article.imageProxy, index)}`, {
    headers: { accept },
  });
}

beforeAll(async () => {
  publisher = await startUpstream("127.0.0.1");
  host = await startImageHost({
    host: publicAddress,
    privateUrl: publisher.url("/private.jpg"),
  });
  publisher.set("/feed.xml", {
    kind: "body",
    body: rss([
      ...[...Object.values(imagePaths), ...realShaped].map((path) => host.url(path)),
      // An image whose own host is private (the publisher's loopback address).
      publisher.url("/private.jpg"),
    ]),
  });
  imageOptions = {
    ca: host.ca,
    limits: { ...testLimits, maxBytes: 15 * 1024 * 1024, totalTimeoutMs: 1500 },
    network: {
      allowPrivateNetworks: false,
      isPrivateAddress: (address) => address !== publicAddress && isPrivateAddress(address),
      lookup,
    },
  };
  server = await startHarness(feeds(publisher.url("/feed.xml")), { images: imageOptions });
  await server.refresher.refreshAll();
}, 30_000);

afterAll(async () => {
  await server?.close();
  await host?.close();
  await publisher?.close();
});

describe("image links", () => {
  it("keep the publisher's URL in the API and add signed proxy links", async () => {
    const article = await articleFor(imagePaths.photo);
    expect(article.images).toEqual([host.url(imagePaths.photo)]);
    // One signature for every width (issue 45: eight were most of a page's image bytes).
    expect(article.imageProxy?.sig).toMatch(/^[\w-]{22}$/);
    // The feeds out keep the originals too, with no proxy link.
    const feed = await (await fetch(`${server.base}/feed.json`)).text();
    expect(feed).not.toContain("/img/");
  });

  it("sends the page's images from this origin only (CSP)", async () => {
    const res = await fetch(`${server.base}/`);
    expect(res.headers.get("content-security-policy")).toContain("img-src 'self' data:;");
  });
});

describe("GET /img/<signature>/<source>?w=", () => {
  it("resizes to AVIF, WebP or JPEG as Accept allows, metadata stripped", async () => {
    const formats = [
      [avifFirst, "image/avif", "heif"],
      ["image/webp,*/*", "image/webp", "webp"],
      ["*/*", "image/jpeg", "jpeg"],
    ] as const;
    for (const [accept, type, format] of formats) {
      const res = await proxied(imagePaths.photo, 640, accept);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("vary")).toMatch(/accept/i);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBeLessThan(60_000);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(format);
      expect(meta.width).toBe(640);
      expect(meta.exif).toBeUndefined();
    }
    // The source was fetched once for all three formats' variants.
    expect(host.hits(imagePaths.photo)).toBe(1);
  });

  it("answers a repeat with a strong ETag, and 304 when the visitor has it", async () => {
    const first = await proxied(imagePaths.photo, 320);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await proxied(imagePaths.photo, 320);
    expect(again.headers.get("etag")).toBe(etag);
    const article = await articleFor(imagePaths.photo);
    const url = `${server.base}${imageProxyUrl(article.imageProxy as NonNullable<Article["imageProxy"]>, 1)}`;
    const conditional = await fetch(url, {
      headers: { accept: avifFirst, "if-none-match": etag ?? "" },
    });
    expect(conditional.status).toBe(304);
  });

  it("coalesces concurrent requests for one variant into one fetch and one resize", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => proxied(imagePaths.photo2, 480)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
    const etags = new Set(answers.map((res) => res.headers.get("etag")));
    expect(etags.size).toBe(1);
    expect(host.hits(imagePaths.photo2)).toBe(1);
  });

  it("routes links of any length: publishers' real CDN URLs come through the proxy", async () => {
    for (const path of realShaped) {
      const article = await articleFor(path);
      expect(article.imageProxy?.src.length).toBeGreaterThan(250);
      const res = await proxied(path, 320);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/avif");
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(320);
      expect(host.hits(path)).toBe(1);
    }
  });

  it("answers each variant at one address only: other spellings are 404 or 400, never 200", async () => {
    const article = await articleFor(imagePaths.photo);
    const proxy = article.imageProxy as NonNullable<Article["imageProxy"]>;
    const good = imageProxyUrl(proxy, 3);
    expect((await fetch(`${server.base}${good}`)).status).toBe(200);
    const sig = proxy.sig;
    // The signature's last character carries 2 bits; the other 4 are free in lax decoders.
    const last = sig.at(-1) as string;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const sibling = alphabet[alphabet.indexOf(last) ^ 1] as string;
    const aliases = [
      good.replace(sig, `${sig}==`),
      good.replace(sig, sig.slice(0, -1) + sibling),
      good.replace(proxy.src, `${proxy.src}=`),
      good.replace(
        `/${proxy.src}`,
        `/${proxy.src.slice(0, 1)}%${proxy.src.charCodeAt(1).toString(16)}${proxy.src.slice(2)}`,
      ),
      good.replace("/img/", "/img//"),
      `${good}&w=640`,
      `${good}&junk=1`,
      good.replace("?w=640", "?w=640.0"),
      good.replace("?w=640", "?w=0x280"),
      good.replace("?w=640", "?w=0640"),
      good.replace("?w=640", "?w=+640"),
      good.replace("?w=640", "?W=640"),
    ];
    for (const alias of aliases) {
      const res = await fetch(`${server.base}${alias}`);
      expect([alias, res.status]).toEqual([alias, expect.toBeOneOf([400, 404])]);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("refuses a bad signature, a signature for another width and an unknown width", async () => {
    const article = await articleFor(imagePaths.photo);
    const proxy = article.imageProxy as NonNullable<Article["imageProxy"]>;
    const good = imageProxyUrl(proxy, 3);
    const tampered = good.replace(
      /\/img\/./,
      (m) => m.slice(0, -1) + (m.endsWith("A") ? "B" : "A"),
    );
    expect((await fetch(`${server.base}${tampered}`)).status).toBe(403);
    // The signature is the source's: another of the proxy's widths is the same image's.
    expect((await fetch(`${server.base}${good.replace("?w=640", "?w=960")}`)).status).toBe(200);
    expect((await fetch(`${server.base}${good.replace("?w=640", "?w=641")}`)).status).toBe(400);
    const other = Buffer.from("https://evil.example/x.jpg").toString("base64url");
    const forged = `/img/${proxy.sig}/${other}?w=640`;
    expect((await fetch(`${server.base}${forged}`)).status).toBe(403);
    expect((await fetch(`${server.base}/img/not-a-signature/%%%?w=640`)).status).toBe(404);
  });

  it("names the image's host, not the feed's, when an image's own host is private", async () => {
    const article = (await articles()).find((a) => a.images[0] === publisher.url("/private.jpg"));
    if (!article?.imageProxy) throw new Error("the private image is not linked");
    const res = await fetch(`${server.base}${imageProxyUrl(article.imageProxy, 3)}`);
    expect(res.headers.get("x-image-fallback")).toBe(
      "502 image source failed: refused: the image's host is in a private network",
    );
    expect(publisher.hits("/private.jpg").total).toBe(0);
  });

  it("answers every failed or hostile source with a transparent picture (the frame's placeholder shows), fetches it once, and pages stop linking it", async () => {
    const expected: [string, number][] = [
      [imagePaths.missing, 404],
      [hostileImages.bomb, 413],
      [hostileImages.notImage, 415],
      [hostileImages.svg, 415],
      [hostileImages.toPrivate, 502],
      [hostileImages.oversize, 413],
      [hostileImages.drip, 504],
    ];
    const started = Date.now();
    const statuses = await Promise.all(
      expected.map(async ([path]) => {
        const res = await proxied(path);
        // Never a broken image: a picture every browser draws, cached only briefly.
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/svg+xml");
        expect(Buffer.from(await res.arrayBuffer())).toEqual(fallbackImage);
        expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d{1,3}$/);
        expect(res.headers.get("etag")).toBeNull();
        return [path, Number(res.headers.get("x-image-fallback")?.split(" ")[0])];
      }),
    );
    expect(statuses).toEqual(expected);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The redirect was refused before anything on the private side was asked.
    expect(publisher.hits("/private.jpg").total).toBe(0);
    // A second visitor gets the remembered failure: the dead host is not asked again.
    const article = await articleFor(imagePaths.missing);
    if (article.imageProxy) {
      const again = await fetch(`${server.base}${imageProxyUrl(article.imageProxy, 3)}`);
      expect(again.headers.get("x-image-fallback")).toMatch(/^404 /);
    }
    expect(host.hits(imagePaths.missing)).toBe(1);
    // The server learnt of the failures: the API (and pages) no longer link them.
    const linked = async () => {
      const list = await articles();
      return expected.filter(
        ([path]) => list.find((a) => a.images[0] === host.url(path))?.imageProxy,
      );
    };
    await expect.poll(linked, { timeout: 3_000 }).toEqual([]);
    expect((await articleFor(imagePaths.photo)).imageProxy).not.toBeNull();
  });
});

describe("lead images", () => {
  it("are made in a phone's width before anyone asks for them; the rest when asked", async () => {
    const leads = await startUpstream("127.0.0.1");
    leads.set("/feed.xml", {
      kind: "body",
      body: rss([11, 12, 13, 14].map((n) => host.url(`/photos/${n}.jpg`))),
    });
    const warming = await startHarness(feeds(leads.url("/feed.xml")), {
      images: { ...imageOptions, warm: true },
    });
    try {
      await warming.refresher.refreshAll();
      const list = await articles(warming.base);
      const proxy = warming.server.images?.proxy;
      const made = (article: Article | undefined) =>
        (["avif", "webp"] as const).map((format) =>
          proxy?.cached(article?.images[0] ?? "", 750, format),
        );
      await expect
        .poll(() => [made(list[0]), made(list[1])], { timeout: 20_000 })
        .toEqual([
          [true, true],
          [true, true],
        ]);
      expect(made(list[2])).toEqual([false, false]);
    } finally {
      await warming.close();
      await leads.close();
    }
  }, 30_000);
});

describe("across a restart", () => {
  it("keeps its key (links stay valid) and its cached variants", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "maverick-images-restart-"));
    const path = imagePaths.photo3;
    const visit = async (base: string) => {
      const article = (await articles(base)).find((a) => a.images[0] === host.url(path));
      if (!article?.imageProxy) throw new Error("not linked");
      const url = `${base}${imageProxyUrl(article.imageProxy, 2)}`;
      const res = await fetch(url, { headers: { accept: avifFirst } });
      expect(res.status).toBe(200);
      return { link: url.slice(base.length), etag: res.headers.get("etag") };
    };
    const started = () =>
      startHarness(feeds(publisher.url("/feed.xml")), { dataDir, images: imageOptions });
    const first = await started();
    await first.refresher.refreshAll();
    const before = await visit(first.base);
    await first.close();
    expect(await readdir(join(dataDir, "images"))).toHaveLength(1);
    const fetched = host.hits(path);

    const second = await started();
    try {
      await second.refresher.refreshAll();
      const after = await visit(second.base);
      expect(after).toEqual(before);
      // Served from disk: the source was not fetched again.
      expect(host.hits(path)).toBe(fetched);
    } finally {
      await second.close();
    }
  }, 30_000);
});
