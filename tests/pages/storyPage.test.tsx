import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StoryData } from "../../src/shared/story.ts";
import { makeArticle } from "../support/articles.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { defaultConfig, renderSite } from "../support/renderSite.tsx";

beforeEach(() => {
  vi.stubGlobal("scrollTo", vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

const story: StoryData = {
  id: "flood1",
  title: "Flash floods hit Valdora as river bursts its banks",
  sourceCount: 2,
  firstSeen: "2025-06-03T07:00:00.000Z",
  updated: "2025-06-03T09:00:00.000Z",
  articles: [
    {
      ...makeArticle(1, {
        title: "Valdora floods: thousands evacuated",
        link: "https://harbor.test/valdora",
        storyId: "flood1",
        sourceCount: 2,
      }),
      publisher: "harbor.test",
      firstSeen: "2025-06-03T09:00:00.000Z",
    },
    {
      ...makeArticle(2, {
        title: "Flash floods hit Valdora as river bursts its banks",
        link: "https://north.test/flood",
        storyId: "flood1",
        sourceCount: 2,
      }),
      publisher: "north.test",
      firstSeen: "2025-06-03T07:00:00.000Z",
    },
  ],
};

describe("the Full Coverage page", () => {
  it("shows the headline, publisher count, every article and a timeline, with a document title", async () => {
    stubFeedApi({ "stories/flood1": { json: story } });
    renderSite("/story/flood1");
    expect(await screen.findByRole("heading", { level: 1, name: story.title })).toBeInTheDocument();
    expect(screen.getByText(/2 publishers since/)).toBeInTheDocument();
    const list = screen.getByRole("region", { name: "Every publisher's article" });
    const links = within(list).getAllByRole("link", { name: /Valdora/ });
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "https://harbor.test/valdora",
      "https://north.test/flood",
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
    expect(within(list).getByText("north.test")).toBeInTheDocument();
    const images = list.querySelectorAll("img");
    expect(images[0]).toHaveAttribute("width");
    expect(images[0]).toHaveAttribute("height");
    const timeline = screen.getByRole("region", { name: "Timeline" });
    const entries = within(timeline).getAllByRole("listitem");
    // Oldest first: north.test saw it first.
    expect(entries[0]).toHaveTextContent("north.test");
    expect(entries[1]).toHaveTextContent("harbor.test");
    await waitFor(() =>
      expect(document.title).toBe(`${story.title} · Full Coverage | ${defaultConfig.site.title}`),
    );
  });

  it("shows the not-found screen for an unknown story", async () => {
    stubFeedApi({
      "stories/gone": { status: 404, json: { error: 'Unknown story "gone"', statusCode: 404 } },
    });
    renderSite("/story/gone");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it("says so when the story cannot be loaded", async () => {
    stubFeedApi({ "stories/broken": { status: 500, text: "oops" } });
    renderSite("/story/broken");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load this story");
  });

  it("shows a loading text first", async () => {
    stubFeedApi({ "stories/flood1": { json: story } });
    renderSite("/story/flood1");
    expect(await screen.findByText(/Loading/)).toBeInTheDocument();
  });
});
