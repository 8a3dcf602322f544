import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TEXT } from "../../src/shared/texts.ts";
import { makeArticles } from "../support/articles.ts";
import { type FakeAnswer, stubFeedApi } from "../support/fakeApi.ts";
import { setUpLayoutTests } from "../support/layoutTest.ts";
import { defaultConfig, renderSite, slotFeed } from "../support/renderSite.tsx";

setUpLayoutTests();

function renderPage(path: string, answers: Record<string, FakeAnswer> = {}) {
  stubFeedApi(answers);
  return { ...renderSite(path), user: userEvent.setup() };
}

const titlesIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole("heading")
    .map((heading) => heading.textContent);

/** Latest News: a featured first article with 'By <author>', then 3 cards that Show More expands. */
async function expectLatestNewsBlock(path: string) {
  const feed = slotFeed(path, "latest");
  const articles = makeArticles(9, { author: null }).map((article, i) =>
    i === 0 ? { ...article, author: "Grace Hopper" } : article,
  );
  const { user } = renderPage(path, { [feed]: { json: articles } });
  const latest = await screen.findByRole("region", { name: TEXT.latestNews });
  await waitFor(() => expect(within(latest).getByText("By Grace Hopper")).toBeInTheDocument());
  const list = () => within(latest).getByRole("list");
  expect(titlesIn(list())).toEqual(["Test headline 2", "Test headline 3", "Test headline 4"]);
  await user.click(within(latest).getByRole("button", { name: TEXT.showMore }));
  expect(titlesIn(list())).toHaveLength(8);
  await user.click(within(latest).getByRole("button", { name: TEXT.showLess }));
  expect(titlesIn(list())).toHaveLength(3);
}

describe("technology and personal tech", () => {
  it("are the technology layout", () => {
    const paths = defaultConfig.manifest.routes
      .filter((r) => r.layout === "technology")
      .map((r) => r.path);
    expect(paths).toEqual(["/technology", "/personaltech"]);
  });

  it.each(["/technology", "/personaltech"])(
    "%s: 3 small cards left, 3 wide images right",
    async (path) => {
      renderPage(path, { [slotFeed(path, "smallCards")]: { json: makeArticles(10) } });
      const small = await screen.findByRole("list", { name: "Top stories" });
      await waitFor(() =>
        expect(titlesIn(small)).toEqual(["Test headline 1", "Test headline 2", "Test headline 3"]),
      );
      const wide = screen.getByRole("list", { name: "In pictures" });
      expect(titlesIn(wide)).toEqual(["Test headline 4", "Test headline 5", "Test headline 6"]);
      expect(wide.querySelectorAll("img")).toHaveLength(3);
    },
  );

  it.each(["/technology", "/personaltech"])(
    "%s: Latest News with the featured article's author",
    expectLatestNewsBlock,
  );

  it("omits the byline when the featured article has no author", async () => {
    renderPage("/technology", {
      [slotFeed("/technology", "featured")]: { json: makeArticles(4, { author: null }) },
    });
    const latest = await screen.findByRole("region", { name: TEXT.latestNews });
    await waitFor(() => expect(within(latest).getAllByRole("article").length).toBeGreaterThan(1));
    expect(within(latest).queryByText(/^By /)).toBeNull();
  });
});

describe("business-style pages", () => {
  const businessPaths = [
    "/energy",
    "/smallbusiness",
    "/pkbusiness",
    "/dealbook",
    "/advertising",
    "/yourmoney",
    "/job",
    "/politics",
    "/realestate",
    "/education",
    "/autos",
  ];

  it("are one template for all eleven pages", () => {
    const paths = defaultConfig.manifest.routes
      .filter((r) => r.layout === "business")
      .map((r) => r.path);
    expect(paths.sort()).toEqual([...businessPaths].sort());
  });

  it("put items 1-3 left, item 4 as the main story, 5-7 right and 8-9 below", async () => {
    renderPage("/energy", { [slotFeed("/energy", "main")]: { json: makeArticles(12) } });
    const left = await screen.findByRole("list", { name: "Top stories" });
    await waitFor(() =>
      expect(titlesIn(left)).toEqual(["Test headline 1", "Test headline 2", "Test headline 3"]),
    );
    expect(screen.getByRole("heading", { level: 2, name: "Test headline 4" })).toBeInTheDocument();
    expect(titlesIn(screen.getByRole("list", { name: "More stories" }))).toEqual([
      "Test headline 5",
      "Test headline 6",
      "Test headline 7",
    ]);
    expect(titlesIn(screen.getByRole("list", { name: "Further stories" }))).toEqual([
      "Test headline 8",
      "Test headline 9",
    ]);
  });

  it.each(businessPaths)("%s: Latest News block with the featured author", expectLatestNewsBlock);
});
