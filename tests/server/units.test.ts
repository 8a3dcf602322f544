/** The server's pure pieces: settings, decoding, dates, links, parsing guards, rescoring. */
import { describe, expect, it } from "vitest";
import { capText } from "../../src/server/feeds/capText.ts";
import { decodeFeedText } from "../../src/server/feeds/decodeFeedText.ts";
import { parseRetryAfter } from "../../src/server/feeds/fetchUpstream.ts";
import { canonicalKey, parseFeedDate, safeUrl } from "../../src/server/feeds/normalizeFeed.ts";
import { parseFeed } from "../../src/server/feeds/parseFeed.ts";
import { securityHeaders } from "../../src/server/http/securityHeaders.ts";
import { defaultIngestWorkers, parseSettings } from "../../src/server/settings.ts";
import { validateConfig } from "../../src/shared/configValidation.ts";
import { readConfigFiles } from "../../src/shared/readConfigFiles.ts";
import { fixture } from "./upstreamServer.ts";

describe("settings", () => {
  it("has defaults", () => {
    expect(parseSettings({})).toEqual({
      ok: true,
      settings: {
        port: 8080,
        host: "127.0.0.1",
        dataDir: "data",
        configDir: "config",
        clientDir: "dist/client",
        feedsFile: undefined,
        databaseUrl: undefined,
        archiveDays: 30,
        syncIntervalMs: 5_000,
        offline: false,
        allowPrivateNetworks: false,
        ingestWorkers: defaultIngestWorkers,
        renderWorkers: 1,
        searchWorkers: 1,
        searchTimeoutMs: 2_000,
        logLevel: "info",
        images: { proxy: true, key: undefined, cacheBytes: 1024 * 1024 * 1024 },
        http: {
          headersTimeoutMs: 10_000,
          requestTimeoutMs: 30_000,
          keepAliveTimeoutMs: 5_000,
          maxConnections: 1_000,
          hstsMaxAgeSeconds: 0,
        },
        shutdownGraceMs: 3_000,
      },
    });
  });

  it("parses every variable", () => {
    const result = parseSettings({
      PORT: "3000",
      HOST: "0.0.0.0",
      DATA_DIR: "/tmp/d",
      FEEDS_FILE: "mirror.json",
      OFFLINE: "1",
      FETCH_ALLOW_PRIVATE_NETWORKS: "true",
      HEADERS_TIMEOUT_MS: "1500",
      REQUEST_TIMEOUT_MS: "2000",
      KEEP_ALIVE_TIMEOUT_MS: "65000",
      MAX_CONNECTIONS: "50",
      SHUTDOWN_GRACE_MS: "0",
      HSTS_MAX_AGE: "31536000",
      INGEST_WORKERS: "0",
      SEARCH_WORKERS: "2",
      SEARCH_TIMEOUT_MS: "500",
      IMAGE_PROXY: "0",
      IMAGE_PROXY_KEY: "k".repeat(32),
      IMAGE_CACHE_MB: "64",
    });
    expect(result.ok && result.settings).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: "/tmp/d",
      feedsFile: "mirror.json",
      offline: true,
      allowPrivateNetworks: true,
      http: {
        headersTimeoutMs: 1500,
        requestTimeoutMs: 2000,
        keepAliveTimeoutMs: 65_000,
        maxConnections: 50,
        hstsMaxAgeSeconds: 31_536_000,
      },
      shutdownGraceMs: 0,
      ingestWorkers: 0,
      searchWorkers: 2,
      searchTimeoutMs: 500,
      images: { proxy: false, key: "k".repeat(32), cacheBytes: 64 * 1024 * 1024 },
    });
    // A short key would make links guessable.
    expect(parseSettings({ IMAGE_PROXY_KEY: "short" }).ok).toBe(false);
  });

  it("names each bad variable and its value", () => {
    const result = parseSettings({ PORT: "eighty", OFFLINE: "yes", INGEST_WORKERS: "-1" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toHaveLength(3);
      expect(result.errors[0]).toMatch(/^PORT="eighty": /);
      expect(result.errors[1]).toMatch(/^OFFLINE="yes": /);
      expect(result.errors[2]).toMatch(/^INGEST_WORKERS="-1": /);
    }
    expect(parseSettings({ PORT: "70000" }).ok).toBe(false);
    expect(parseSettings({ MAX_CONNECTIONS: "0" }).ok).toBe(false);
    // Node refuses a head timeout longer than the whole-request timeout.
    expect(parseSettings({ HEADERS_TIMEOUT_MS: "40000" })).toEqual({
      ok: false,
      errors: ['HEADERS_TIMEOUT_MS="40000": must not exceed REQUEST_TIMEOUT_MS'],
    });
  });
});

describe("decoding", () => {
  it("prefers valid UTF-8, then the declaration, then windows-1252", () => {
    expect(
      decodeFeedText(Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><a>é</a>', "utf8")),
    ).toContain("<a>é</a>");
    expect(decodeFeedText(Buffer.from([0x3c, 0x61, 0x3e, 0xe9, 0x93]))).toBe("<a>é“");
    expect(decodeFeedText(Buffer.from([0xef, 0xbb, 0xbf, 0x41]))).toBe("A");
    const koi8 = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="koi8-r"?>'),
      Buffer.from([0xf0, 0xd2]),
    ]);
    expect(decodeFeedText(koi8)).toContain("Пр");
  });

  it("uses the HTTP charset when the document declares none", () => {
    expect(decodeFeedText(Buffer.from([0xe9]), "text/xml; charset=iso-8859-15")).toBe("é");
  });

  // "Café Zürich" in UTF-8 followed by one stray windows-1252 byte (0xE9).
  const mixed = Buffer.concat([
    Buffer.from("<t>Café Zürich</t><d>"),
    Buffer.from([0xe9]),
    Buffer.from("</d>"),
  ]);

  it("reads declared or labelled UTF-8 as UTF-8, replacing only the invalid bytes", () => {
    const declared = Buffer.concat([Buffer.from('<?xml version="1.0" encoding="utf-8"?>'), mixed]);
    expect(decodeFeedText(declared)).toContain("<t>Café Zürich</t><d>\uFFFD</d>");
    expect(decodeFeedText(mixed, "application/rss+xml; charset=UTF-8")).toBe(
      "<t>Café Zürich</t><d>\uFFFD</d>",
    );
  });

  it("reads unlabelled text that is mostly UTF-8 as UTF-8, and mostly single-byte text as windows-1252", () => {
    expect(decodeFeedText(mixed)).toBe("<t>Café Zürich</t><d>\uFFFD</d>");
    expect(decodeFeedText(Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0xe0, 0x20, 0xa3]))).toBe(
      "Café à £",
    );
  });

  it("keeps a legacy declaration over an HTTP charset, and over bytes that are not all UTF-8", () => {
    const cp1251 = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="windows-1251"?>'),
      Buffer.from([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2]),
    ]);
    expect(decodeFeedText(cp1251, "text/xml; charset=utf-8")).toContain("Привет");
  });
});

describe("capping text", () => {
  it("keeps short text, cuts long text at a space with an ellipsis, within the cap", () => {
    expect(capText("short", 10)).toBe("short");
    expect(capText("alpha beta gamma delta", 18)).toBe("alpha beta gamma…");
    expect(capText("x".repeat(10_000), 300)).toHaveLength(300);
  });

  it("never cuts inside a grapheme: emoji sequences, surrogate pairs, combining marks", () => {
    const family = "👨‍👩‍👧"; // 8 UTF-16 units, one grapheme
    expect(capText(`ab${family}cd`, 6)).toBe("ab…");
    expect(capText(`abcd${"😀".repeat(3)}`, 6)).toBe("abcd…");
    expect(capText("abcde\u0301fgh", 7)).toBe("abcde\u0301…");
    expect(capText("abcde\u0301fgh", 6)).toBe("abcd…");
  });
});

describe("dates and links", () => {
  const now = Date.parse("2025-06-03T12:00:00Z");
  it("reads RFC 822 and ISO 8601 dates, with named zones", () => {
    expect(parseFeedDate("Tue, 03 Jun 2025 09:30:00 GMT", now)).toBe("2025-06-03T09:30:00.000Z");
    expect(parseFeedDate("Tue, 03 Jun 2025 09:30:00 EDT", now)).toBe("2025-06-03T13:30:00.000Z");
    expect(parseFeedDate("Tue, 03 Jun 2025 09:30:00 BST", now)).toBe("2025-06-03T08:30:00.000Z");
    expect(parseFeedDate("2025-06-03T08:15:00+02:00", now)).toBe("2025-06-03T06:15:00.000Z");
  });

  it("gives null for unparseable, missing and far-future dates", () => {
    expect(parseFeedDate("yesterday-ish", now)).toBeNull();
    expect(parseFeedDate(undefined, now)).toBeNull();
    expect(parseFeedDate("2031-01-01T00:00:00Z", now)).toBeNull();
  });

  it("keeps only http(s) URLs, resolving relative ones", () => {
    expect(safeUrl("/a?b=1", "https://x.test/feed")).toBe("https://x.test/a?b=1");
    expect(safeUrl("//cdn.x.test/i.jpg", "https://x.test/feed")).toBe("https://cdn.x.test/i.jpg");
    for (const bad of [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "file:///etc/passwd",
      "mailto:a@b",
    ])
      expect(safeUrl(bad, "https://x.test/feed"), bad).toBeUndefined();
  });

  it("canonical links ignore scheme, www, fragment, trailing slash and tracking parameters", () => {
    expect(canonicalKey("https://www.x.test/a/?utm_source=rss&id=2#top")).toBe(
      canonicalKey("http://x.test/a?id=2"),
    );
    expect(canonicalKey("https://x.test/a?id=2")).not.toBe(canonicalKey("https://x.test/a?id=3"));
  });

  it("parses Retry-After as seconds or a date", () => {
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter(new Date(now + 60_000).toUTCString(), now)).toBe(60_000);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
  });
});

describe("parsing guards", () => {
  it("rejects an entity-expansion bomb quickly", () => {
    const started = performance.now();
    expect(() => parseFeed(fixture("entity-bomb.xml").toString(), "https://x.test/feed")).toThrow(
      /entity/,
    );
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("does not resolve external entities or expand undeclared ones", () => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE rss SYSTEM "file:///etc/passwd"><rss version="2.0"><channel><title>t</title><item><title>&xxe;</title><link>https://x.test/1</link></item></channel></rss>';
    expect(parseFeed(xml, "https://x.test/feed").items[0]?.title).not.toContain("root:");
  });
});

describe("security headers", () => {
  it("allow the configured ad script's origin and nothing else inline", async () => {
    const result = validateConfig(await readConfigFiles("config"));
    if (!result.ok) throw new Error("config invalid");
    const site = {
      ...result.config.site,
      ad: {
        ...result.config.site.ad,
        script: { src: "https://ads.example.net/tag.js", attributes: {} },
      },
    };
    const csp = securityHeaders(site)["content-security-policy"];
    expect(securityHeaders(site)["strict-transport-security"]).toBeUndefined();
    expect(securityHeaders(site, 31_536_000)["strict-transport-security"]).toBe("max-age=31536000");
    expect(csp).toContain("script-src 'self' https://ads.example.net;");
    // Hotlinked images (IMAGE_PROXY=0) may come from any https origin; proxied, only from here.
    expect(csp).toContain("img-src 'self' https: data:;");
    expect(securityHeaders(site, 0, true)["content-security-policy"]).toContain(
      "img-src 'self' data:;",
    );
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe("rescoring after a source changes", () => {
  it("rescores other endpoints once the debounce delay has passed", async () => {
    const { FeedStore } = await import("../../src/server/store/feedStore.ts");
    const now = Date.parse("2025-06-03T12:00:00Z");
    const item = (link: string) => ({
      article: {
        title: "Shared story about the harbour bridge",
        description: "",
        content: "",
        link,
        images: [],
        pubDate: "2025-06-03T11:00:00.000Z",
        category: null,
        creator: null,
        author: null,
        excerpt: null,
      },
      key: link.replace("https://", ""),
      titleKey: "shared story about the harbour bridge",
      rank: 5,
      feedSize: 10,
    });
    const store = new FeedStore(
      {
        version: 1,
        defaults: { refreshMinutes: 15, maxItems: 10 },
        endpoints: {
          "bbc/a": { sources: ["https://a.test/f"], sample: true },
          "bbc/b": { sources: ["https://b.test/f"], sample: true },
        },
      },
      new Map(),
      () => now,
      20,
    );
    const trending = () => {
      const response = store.response("bbc/a");
      if (!response?.available) throw new Error("bbc/a is not available");
      return JSON.parse(String(response.body.identity))[0].trending;
    };
    store.recordSuccess(
      "https://a.test/f",
      [item("https://a.test/1")],
      {},
      "t",
      "https://a.test/f",
    );
    expect(trending()).toBe(false);
    store.recordSuccess(
      "https://b.test/f",
      [item("https://b.test/1")],
      {},
      "t",
      "https://b.test/f",
    );
    expect(trending()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(trending()).toBe(true);
    store.close();
  });

  it("changes no endpoint (so re-renders no page) when only the clock moved within a 5-minute tick", async () => {
    const { FeedStore } = await import("../../src/server/store/feedStore.ts");
    const { loadSamples } = await import("../../src/server/samples/sampleSnapshot.ts");
    const config = validateConfig(await readConfigFiles("config"));
    if (!config.ok) throw new Error("config/ is invalid");
    let now = Date.parse("2025-06-03T12:00:00Z");
    const store = new FeedStore(config.config.feeds, await loadSamples(now), () => now);
    const changed: string[] = [];
    store.onChange((endpoint) => changed.push(endpoint));
    now += 4 * 60_000;
    store.rebuildAll();
    expect(changed).toEqual([]);
    now += 2 * 60_000;
    store.rebuildAll();
    expect(changed).toHaveLength(store.endpointIds().length);
    store.close();
  });
});
