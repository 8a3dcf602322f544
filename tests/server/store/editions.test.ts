/**
 * Language editions over real HTTP (issue 38): a loopback publisher serves Spanish, French
 * and Arabic feeds; `?lang=` answers an endpoint's edition, or its English array where it
 * has none, both with Content-Language; without it (or in English, or in a language the
 * site has not) the answer is byte for byte what a server without editions answers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeedsConfig } from "../../../src/shared/feedsConfig.ts";
import { type Harness, startHarness, statusOf, testFeeds } from "../harness.ts";
import { startUpstream, type Upstream } from "../upstreamServer.ts";

/** An RSS 2.0 feed of `titles` on `host`, declaring `language` when given. */
function rss(host: string, titles: string[], language?: string): string {
  const items = titles
    .map(
      (title, i) =>
        `<item><title>${title}</title><link>https://${host}/n/${i}</link>` +
        `<pubDate>Mon, 02 Jun 2025 ${String(10 - i).padStart(2, "0")}:00:00 GMT</pubDate></item>`,
    )
    .join("");
  const declared = language ? `<language>${language}</language>` : "";
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${host}</title><link>https://${host}/</link>${declared}${items}</channel></rss>`;
}

const feeds = {
  "/en.xml": rss(
    "english.example",
    ["Storm closes northern ports", "Parliament passes budget"],
    "en",
  ),
  "/es.xml": rss(
    "diario.example",
    [
      "Lluvias torrenciales en Valencia",
      "El Senado aprueba la reforma",
      "Récord de turistas en agosto",
    ],
    "es",
  ),
  // Declares no language: its items take the edition's.
  "/fr.xml": rss("quotidien.example", ["La grève paralyse les trains", "Nouveau musée à Lyon"]),
  "/ar.xml": rss(
    "akhbar.example",
    ["افتتاح معرض الكتاب في القاهرة", "أمطار غزيرة في الرباط"],
    "ar",
  ),
};

let upstream: Upstream;
let withEditions: Harness;
let without: Harness;
/** One clock for both servers, so that their scores (and so their bytes) agree. */
const now = () => Date.parse("2025-06-02T12:00:00Z");

function config(editions: boolean): FeedsConfig {
  const url = (path: string) => upstream.url(path);
  return testFeeds({
    "bbc/breaking": {
      sources: [url("/en.xml")],
      ...(editions
        ? { editions: { es: [url("/es.xml")], fr: [url("/fr.xml")], ar: [url("/ar.xml")] } }
        : {}),
      sample: false,
    },
    // No French or Arabic edition; its Spanish one shares the other's Spanish feed.
    "newYork/world": {
      sources: [url("/en.xml")],
      ...(editions ? { editions: { es: [url("/es.xml")] } } : {}),
      sample: false,
    },
    "newYork/africa": { sources: [url("/en.xml")], sample: false },
  });
}

beforeAll(async () => {
  upstream = await startUpstream();
  for (const [path, body] of Object.entries(feeds))
    upstream.set(path, { kind: "body", body, contentType: "application/rss+xml; charset=utf-8" });
  withEditions = await startHarness(config(true), { now });
  without = await startHarness(config(false), { now });
  await Promise.all([withEditions.refresher.refreshAll(), without.refresher.refreshAll()]);
}, 60_000);

afterAll(async () => {
  await withEditions?.close();
  await without?.close();
  await upstream?.close();
});

async function get(server: Harness, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.base}${path}`, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const head = Object.fromEntries(response.headers);
  delete head.date;
  return { status: response.status, headers: head, body };
}

const titles = (body: Buffer) =>
  (JSON.parse(body.toString("utf8")) as { title: string }[]).map((a) => a.title);
const languages = (body: Buffer) =>
  new Set((JSON.parse(body.toString("utf8")) as { language: string }[]).map((a) => a.language));

describe("an endpoint's edition", () => {
  it("lists its language's feed with ?lang=, in that language", async () => {
    const es = await get(withEditions, "/public/api/bbc/breaking?lang=es");
    expect(es.status).toBe(200);
    expect(es.headers["content-language"]).toBe("es");
    expect(titles(es.body)).toEqual([
      "Lluvias torrenciales en Valencia",
      "El Senado aprueba la reforma",
      "Récord de turistas en agosto",
    ]);
    expect(languages(es.body)).toEqual(new Set(["es"]));

    const ar = await get(withEditions, "/public/api/bbc/breaking?lang=ar");
    expect(ar.headers["content-language"]).toBe("ar");
    expect(titles(ar.body)).toEqual(["افتتاح معرض الكتاب في القاهرة", "أمطار غزيرة في الرباط"]);
    expect(languages(ar.body)).toEqual(new Set(["ar"]));
  });

  it("gives the edition's language to articles whose feed declares none", async () => {
    const fr = await get(withEditions, "/public/api/bbc/breaking?lang=fr");
    expect(fr.headers["content-language"]).toBe("fr");
    expect(titles(fr.body)).toEqual(["La grève paralyse les trains", "Nouveau musée à Lyon"]);
    expect(languages(fr.body)).toEqual(new Set(["fr"]));
  });

  it("fetches a feed several editions read once", () => {
    expect(upstream.hits("/es.xml").total).toBe(1);
    expect(upstream.hits("/en.xml").total).toBe(2); // once per server
  });

  it("has its own ETag, revalidated at its own URL", async () => {
    const plain = await get(withEditions, "/public/api/bbc/breaking");
    const es = await get(withEditions, "/public/api/bbc/breaking?lang=es");
    expect(es.headers.etag).toBeDefined();
    expect(es.headers.etag).not.toBe(plain.headers.etag);
    expect(es.headers.vary).toBe("Accept-Encoding");
    const again = await get(withEditions, "/public/api/bbc/breaking?lang=es", {
      "if-none-match": es.headers.etag ?? "",
    });
    expect(again.status).toBe(304);
    const compressed = await fetch(`${withEditions.base}/public/api/bbc/breaking?lang=es`, {
      headers: { "accept-encoding": "br" },
    });
    expect(compressed.headers.get("content-language")).toBe("es");
    expect(titles(Buffer.from(await compressed.arrayBuffer()))).toHaveLength(3);
  });

  it("is reported on the status under its endpoint's path with ?lang=", async () => {
    const status = await statusOf(withEditions);
    expect(status.endpoints["bbc/breaking@es"]).toMatchObject({
      path: "/public/api/bbc/breaking?lang=es",
      source: "live",
      itemCount: 3,
    });
    expect(status.endpoints["bbc/breaking"]?.path).toBe("/public/api/bbc/breaking");
  });

  it("is no public path of its own", async () => {
    for (const path of ["/public/api/bbc/breaking@es", "/public/api/bbc/breaking%40es"])
      expect((await get(withEditions, path)).status).toBe(404);
  });
});

describe("an endpoint without the edition asked for", () => {
  it("answers its English array, saying so", async () => {
    const plain = await get(withEditions, "/public/api/newYork/world");
    for (const lang of ["fr", "ar"]) {
      const answer = await get(withEditions, `/public/api/newYork/world?lang=${lang}`);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-language"]).toBe("en");
      expect(answer.body.equals(plain.body)).toBe(true);
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
    const none = await get(withEditions, "/public/api/newYork/africa?lang=es");
    expect(none.headers["content-language"]).toBe("en");
    expect(titles(none.body)).toEqual(["Storm closes northern ports", "Parliament passes budget"]);
  });
});

describe("without ?lang= (or in English, or in a language the site has not)", () => {
  const queries = [
    "",
    "?lang=en",
    "?lang=de",
    "?lang=ES",
    "?lang=",
    "?lang=%FF%FE",
    "?lang[]=es",
    `?lang=${"x".repeat(4000)}`,
    "?other=1",
  ];

  it("answers exactly what a server without editions answers", async () => {
    for (const endpoint of ["bbc/breaking", "newYork/world", "newYork/africa"]) {
      const before = await get(without, `/public/api/${endpoint}`);
      expect(before.status).toBe(200);
      expect(before.headers["content-language"]).toBeUndefined();
      for (const query of queries) {
        const answer = await get(withEditions, `/public/api/${endpoint}${query}`);
        expect(answer.status, `${endpoint}${query}`).toBe(200);
        expect(answer.body.equals(before.body), `${endpoint}${query}`).toBe(true);
        expect(answer.headers, `${endpoint}${query}`).toEqual(before.headers);
      }
    }
  });

  it("never fails on a bad value", async () => {
    for (const query of ["?lang=es&lang=fr", "?lang=%", "?lang=es%00", "?lang=ar#x"]) {
      const answer = await get(withEditions, `/public/api/bbc/breaking${query}`);
      expect(answer.status, query).toBe(200);
    }
    expect((await get(withEditions, "/public/api/bbc/nothing?lang=es")).status).toBe(404);
  });
});
