/**
 * Dark mode on the server (issues 25, 34), over real HTTP: every page carries both themes
 * and the script applying the stored choice in its head, links no stylesheet, and is the
 * same for every reader; the legacy `/theme.css` still answers the reader's stored choice.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { themeScriptSource } from "../../../src/server/http/securityHeaders.ts";
import { darkTokens } from "../../../src/shared/darkTokens.ts";
import { lightTokens } from "../../../src/shared/lightTokens.ts";
import { themeScript } from "../../../src/shared/themeStyles.ts";
import { type Harness, startHarness, testFeeds } from "../harness.ts";

const stubRenderer = new URL("../stubRenderer.ts", import.meta.url);
const feeds = testFeeds({
  "bbc/breaking": { sources: ["http://127.0.0.1:9/feed.xml"], sample: true },
});

describe.each([
  { pages: "the HTML shell", renderer: undefined },
  { pages: "server-rendered pages", renderer: stubRenderer },
])("themes with $pages", ({ renderer }) => {
  let server: Harness;
  beforeAll(async () => {
    server = await startHarness(feeds, renderer ? { renderer, renderWorkers: 0 } : {});
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${path}`, { headers });

  it("every page holds both themes and the choice's script in its head, the same bytes whatever the cookie", async () => {
    for (const path of ["/", "/news"]) {
      const plain = await get(path);
      const head = (await plain.text()).split("</head>")[0] ?? "";
      expect(head).toContain(`--color-paper:${lightTokens.color.paper};`);
      expect(head).toMatch(
        new RegExp(
          `@media \\(prefers-color-scheme:dark\\)\\{:root:not\\(\\[data-theme="light"\\]\\)\\{[^}]*--color-paper:${darkTokens.color.paper};`,
        ),
      );
      // Nothing render-blocking: no stylesheet link; the inline script, allowed by its hash.
      expect(head).not.toMatch(/<link[^>]*rel="?stylesheet/);
      expect(head).toContain(`<script>${themeScript}</script>`);
      expect(plain.headers.get("content-security-policy")).toContain(themeScriptSource);
      const chosen = await get(path, { cookie: "theme=dark" });
      expect(chosen.headers.get("etag")).toBe(plain.headers.get("etag"));
      expect(chosen.headers.get("vary")).not.toMatch(/cookie/i);
    }
  });

  it("/theme.css, for pages cached before the script, is the stored choice: private, revalidated, varying on the cookie", async () => {
    const none = await get("/theme.css");
    expect(none.status).toBe(200);
    expect(none.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(none.headers.get("cache-control")).toBe("private, no-cache");
    expect(none.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(await none.text()).toBe("");
    expect(await (await get("/theme.css", { cookie: "theme=blue" })).text()).toBe("");

    const dark = await get("/theme.css", { cookie: "session=1; theme=dark; other=2" });
    const darkRules = await dark.text();
    expect(darkRules).toMatch(/^:root:not\(\[data-theme\]\)\{/);
    expect(darkRules).toContain(`--color-paper:${darkTokens.color.paper};`);
    expect(darkRules).toContain("color-scheme:dark;");

    const light = await get("/theme.css", { cookie: "theme=light" });
    expect(await light.text()).toContain(`--color-paper:${lightTokens.color.paper};`);

    // A revalidation is a 304 while the choice holds, the other theme once it changed.
    const etag = dark.headers.get("etag") ?? "";
    expect((await get("/theme.css", { cookie: "theme=dark", "if-none-match": etag })).status).toBe(
      304,
    );
    const changed = await get("/theme.css", { cookie: "theme=light", "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("color-scheme:light;");
  });
});
