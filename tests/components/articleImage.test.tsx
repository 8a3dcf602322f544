import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArticleImage, PLACEHOLDER_IMAGE } from "../../src/components/ArticleImage.tsx";
import type { ImageProxy } from "../../src/shared/imageProxy.ts";

const proxy: ImageProxy = { src: "c291cmNl", sig: "c2ln" };

function image(container: HTMLElement): HTMLImageElement {
  const found = container.querySelector("img");
  if (!found) throw new Error("no image");
  return found;
}

describe("ArticleImage", () => {
  it("links a proxied image in the widths its slot needs, with sizes", () => {
    const { container } = render(
      <ArticleImage images={["https://cdn.example/a.jpg"]} proxy={proxy} slot="lead" eager />,
    );
    const img = image(container);
    // The lead is at most 640 CSS px: candidates up to 1280 (DPR 2), src the 640 one.
    expect(
      img
        .getAttribute("srcset")
        ?.split(", ")
        .map((c) => c.split(" ")[1]),
    ).toEqual(["160w", "320w", "480w", "640w", "750w", "960w", "1280w"]);
    expect(img).toHaveAttribute("src", "/img/c2ln/c291cmNl?w=640");
    expect(img.getAttribute("sizes")).toMatch(/^\(min-width: 900px\) 640px/);
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img.outerHTML).not.toContain("cdn.example");
  });

  it("lets a lazy image's browser measure its box (sizes=auto)", () => {
    const { container } = render(
      <ArticleImage images={["https://cdn.example/a.jpg"]} proxy={proxy} />,
    );
    expect(image(container).getAttribute("sizes")).toMatch(/^auto, /);
    expect(image(container)).toHaveAttribute("loading", "lazy");
  });

  it("shows the placeholder when the server has nothing to link (null), never the original", () => {
    const { container } = render(
      <ArticleImage images={["https://cdn.example/dead.jpg"]} proxy={null} />,
    );
    expect(image(container)).toHaveAttribute("src", PLACEHOLDER_IMAGE);
    expect(image(container).hasAttribute("srcset")).toBe(false);
  });

  it("links an image as given when the proxy is off", () => {
    const { container } = render(<ArticleImage images={["https://cdn.example/a.jpg"]} />);
    expect(image(container)).toHaveAttribute("src", "https://cdn.example/a.jpg");
  });

  it("captions a sample image with text beside it, not in it", () => {
    render(<ArticleImage images={["/samples/images/world-2.svg"]} />);
    expect(screen.getByText("Sample image · World")).toBeInTheDocument();
  });
});
