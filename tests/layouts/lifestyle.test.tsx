import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { LAYOUT_TEXT } from "../../src/shared/layoutTexts.ts";
import { TEXT } from "../../src/shared/texts.ts";
import { makeArticles } from "../support/articles.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { setUpLayoutTests } from "../support/layoutTest.ts";
import { renderSite, slotFeed } from "../support/renderSite.tsx";
import { expectArticleLinksOpenInNewTab, pendingFetch } from "./layoutAssertions.ts";

setUpLayoutTests();
// Transform the layout's lazy chunk once up front, so the first test does not wait for it.
beforeAll(() => import("../../layouts/lifestyle/LifestyleLayout.tsx"), 30_000);

describe("lifestyle", () => {
  it("shows the first item as the headline and the second item's image at the side", async () => {
    stubFeedApi({ [slotFeed("/lifestyle", "headline")]: { json: makeArticles(5) } });
    const { container } = renderSite("/lifestyle");
    const headline = await screen.findByRole("heading", { level: 2, name: "Test headline 1" });
    expect(within(headline).getByRole("link")).toHaveAttribute("href", "https://news.test/story-1");
    const side = await waitFor(() => {
      const image = container.querySelector('img[src="https://img.test/2.jpg"]');
      if (!image) throw new Error("no side image yet");
      return image.closest("figure") as HTMLElement;
    });
    expect(within(side).getByRole("link", { name: "Test headline 2" })).toHaveAttribute(
      "href",
      "https://news.test/story-2",
    );
    // The headline is text only: item 1's image is not shown with it.
    expect(headline.closest("article")?.querySelector("img")).toBeNull();
  });

  it("lists dining items, each with a 'Read more' link", async () => {
    stubFeedApi({ [slotFeed("/lifestyle", "dining")]: { json: makeArticles(8) } });
    const { container } = renderSite("/lifestyle");
    const dining = await screen.findByRole("region", { name: "Dining" });
    await waitFor(() => expect(within(dining).getAllByRole("article")).toHaveLength(6));
    const readMore = within(dining).getAllByRole("link", { name: /^Read more: / });
    expect(readMore).toHaveLength(6);
    expect(readMore[0]).toHaveTextContent(LAYOUT_TEXT.readMoreLower);
    expect(readMore[0]).toHaveAttribute("href", "https://news.test/story-1");
    expectArticleLinksOpenInNewTab(container);
  });

  it("shows 'Loading...' in the dining list while fetching", async () => {
    vi.stubGlobal("fetch", pendingFetch());
    renderSite("/lifestyle");
    const dining = await screen.findByRole("region", { name: "Dining" });
    expect(within(dining).getByRole("status")).toHaveTextContent(TEXT.loading);
  });
});
