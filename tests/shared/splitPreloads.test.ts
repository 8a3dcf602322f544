/** React's image preloads leave the markup for the head, the lead image's first. */
import { describe, expect, it } from "vitest";
import { splitPreloads } from "../../src/shared/splitPreloads.ts";

describe("splitPreloads", () => {
  it("takes the leading preloads off the markup, high priority first", () => {
    const logo = '<link rel="preload" as="image" href="/brand/logo.svg"/>';
    const lead =
      '<link rel="preload" as="image" imageSrcSet="/img/s/a?w=160 160w, /img/s/a?w=320 320w" imageSizes="100vw" fetchPriority="high"/>';
    const body =
      '<a href="#main">Skip to content</a><link rel="preload" as="image" href="/x.svg"/>';
    expect(splitPreloads(logo + lead + body)).toEqual({ preloads: lead + logo, markup: body });
  });

  it("leaves markup without preloads as it is", () => {
    expect(splitPreloads("<main>No images</main>")).toEqual({
      preloads: "",
      markup: "<main>No images</main>",
    });
  });
});
