/** The HTML shell filled with a rendered page: where the page's styles go. */
import { describe, expect, it } from "vitest";
import { pageDocument } from "../../src/server/pages/pageDocument.ts";
import type { RenderedPage } from "../../src/shared/renderedPage.ts";

/** The client build's index.html as Vite writes it: script and stylesheet in the head. */
const shell =
  '<!doctype html><html><head><title>Maverick News</title><script type="module" crossorigin src="/assets/index-AbC123.js"></script><link rel="stylesheet" crossorigin href="/assets/index-DeF456.css"></head><body><div id="root"></div></body></html>';

const page = (styles: string): RenderedPage => ({
  status: 200,
  title: "Africa | Maverick News",
  styles,
  html: "<h1>Africa</h1>",
  state: "{}",
  reads: [],
});

describe("pageDocument", () => {
  it("puts a page's inline styles in the head in place of the shell's stylesheet link", () => {
    const html = pageDocument(shell, page("<style>.card{display:grid}</style>"));
    expect(html).toContain("<style>.card{display:grid}</style></head>");
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js">');
    expect(html).toContain('<div id="root"><h1>Africa</h1></div>');
  });

  it("keeps the stylesheet link of a page that brings no styles", () => {
    const html = pageDocument(shell, page(""));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-DeF456.css">');
  });
});
