import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { TEXT } from "../../src/shared/texts.ts";
import { makeArticles } from "../support/articles.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { setUpLayoutTests } from "../support/layoutTest.ts";
import { defaultConfig, renderSite, slotFeed } from "../support/renderSite.tsx";
import { expectArticleLinksOpenInNewTab, headingTexts, pendingFetch } from "./layoutAssertions.ts";

setUpLayoutTests();
// Transform the layout's lazy chunk once up front, so the first test does not wait for it.
beforeAll(() => import("../../layouts/science/ScienceLayout.tsx"), 30_000);

const SECTION_TITLES: Record<string, string> = {
  "/science": "Environment",
  "/space": "Space & Cosmos",
  "/artificialintelligence": "Ai Trend",
  "/environment": "Climate",
};
const PATHS = Object.keys(SECTION_TITLES);

describe("science, space, AI and environment", () => {
  it("are one template for the four routes", () => {
    const paths = defaultConfig.manifest.routes
      .filter((route) => route.layout === "science")
      .map((route) => route.path);
    expect(paths).toEqual(PATHS);
  });

  it.each(PATHS)(
    "%s: one lead story, 3 side stories, 2 lower stories, the section block and more",
    async (path) => {
      const lead = slotFeed(path, "lead");
      const section = slotFeed(path, "section");
      const more = slotFeed(path, "more");
      stubFeedApi({
        [lead]: { json: makeArticles(12) },
        [section]: {
          json: makeArticles(8).map((a) => ({
            ...a,
            title: `Section ${a.title}`,
            link: `${a.link}/s`,
          })),
        },
        [more]: {
          json: makeArticles(9).map((a) => ({
            ...a,
            title: `More ${a.title}`,
            link: `${a.link}/m`,
          })),
        },
      });
      const { container } = renderSite(path);
      expect(
        await screen.findByRole("heading", { level: 2, name: "Test headline 1" }),
      ).toBeInTheDocument();
      expect(headingTexts(screen.getByRole("list", { name: "Top stories" }))).toEqual([
        "Test headline 2",
        "Test headline 3",
        "Test headline 4",
      ]);
      expect(headingTexts(screen.getByRole("list", { name: "More top stories" }))).toEqual([
        "Test headline 5",
        "Test headline 6",
      ]);
      const sectionBlock = screen.getByRole("region", { name: SECTION_TITLES[path] });
      await waitFor(() =>
        expect(headingTexts(sectionBlock)).toEqual([
          SECTION_TITLES[path],
          "Section Test headline 1",
          "Section Test headline 2",
          "Section Test headline 3",
          "Section Test headline 4",
        ]),
      );
      const moreBlock = screen.getByRole("region", { name: /^More in / });
      await waitFor(() => expect(within(moreBlock).getAllByRole("article")).toHaveLength(6));
      expectArticleLinksOpenInNewTab(container);
    },
  );

  it("shows 'Loading...' while fetching", async () => {
    vi.stubGlobal("fetch", pendingFetch());
    renderSite("/space");
    const section = await screen.findByRole("region", { name: "Space & Cosmos" });
    expect(within(section).getByRole("status")).toHaveTextContent(TEXT.loading);
  });
});
