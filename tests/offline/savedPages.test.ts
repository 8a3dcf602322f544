import { describe, expect, it } from "vitest";
import {
  fillSavedPages,
  savedPagesEnd,
  savedPagesStart,
  titleOf,
} from "../../src/offline/savedPages.ts";

const page = `<main><h2>Saved</h2>${savedPagesStart}<p>None yet</p>${savedPagesEnd}</main>`;

describe("savedPages", () => {
  it("replaces the stand-in with a link per saved page", () => {
    expect(
      fillSavedPages(page, [
        { url: "http://127.0.0.1:8080/asia", title: "Asia | Maverick News" },
        { url: "http://127.0.0.1:8080/news?page=2", title: "All News | Maverick News" },
      ]),
    ).toBe(
      '<main><h2>Saved</h2><ul><li><a href="http://127.0.0.1:8080/asia">Asia | Maverick News<span>/asia</span></a></li><li><a href="http://127.0.0.1:8080/news?page=2">All News | Maverick News<span>/news?page=2</span></a></li></ul></main>',
    );
  });

  it("keeps the stand-in when nothing is saved", () => {
    expect(fillSavedPages(page, [])).toBe(page);
  });

  it("escapes titles and URLs: a title is text, never markup", () => {
    const filled = fillSavedPages(page, [
      { url: '/search?q="><script>', title: "<img src=x onerror=alert(1)> & co" },
    ]);
    expect(filled).toContain('href="/search?q=&quot;&gt;&lt;script&gt;"');
    expect(filled).toContain("<span>/search?q=%22%3E%3Cscript%3E</span>");
    expect(filled).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; co");
    expect(filled).not.toContain("<script>");
    expect(filled).not.toContain("<img");
  });

  it("reads a page's title as text, the server's escapes undone", () => {
    expect(titleOf("<head><title>Q&amp;A: &quot;AI&quot; &lt;now&gt;</title></head>")).toBe(
      'Q&A: "AI" <now>',
    );
    expect(titleOf("<p>no title</p>")).toBe("");
  });
});
