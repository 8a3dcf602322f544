import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { labelIn } from "../../src/shared/localizedLabel.ts";
import { TEXT } from "../../src/shared/texts.ts";
import { makeArticle, makeArticles } from "../support/articles.ts";
import { type FakeAnswer, stubFeedApi } from "../support/fakeApi.ts";
import { setUpLayoutTests } from "../support/layoutTest.ts";
import { defaultConfig, renderSite, slotFeed } from "../support/renderSite.tsx";

setUpLayoutTests();

const home = defaultConfig.manifest.routes.find((route) => route.path === "/");
if (home?.layout !== "home") throw new Error("the home route must use the home layout");
/** The home route's section titles in English, as the tests' page renders them. */
const options = Object.fromEntries(
  Object.entries(home.options).map(([key, label]) => [key, labelIn(label, "en")]),
) as Record<keyof typeof home.options, string>;
const feed = (slot: string) => slotFeed("/", slot);

function renderHome(answers: Record<string, FakeAnswer> = {}) {
  stubFeedApi(answers);
  const view = renderSite("/");
  return { ...view, user: userEvent.setup() };
}

const region = (name: string) => screen.findByRole("region", { name });

describe("World news home: lead and trending", () => {
  it("shows the lead title, description cut to 300 characters, creator and date", async () => {
    const long = "x".repeat(350);
    renderHome({
      [feed("lead")]: {
        json: [
          makeArticle(1, {
            description: long,
            creator: "Ada Reporter",
            pubDate: "2025-06-12T08:00:00Z",
          }),
          ...makeArticles(5).slice(1),
        ],
      },
    });
    const title = await screen.findByRole("heading", { level: 2, name: "Test headline 1" });
    const lead = title.closest("article") as HTMLElement;
    expect(within(lead).getByText(`${"x".repeat(300)}...`)).toBeInTheDocument();
    expect(lead).toHaveTextContent("Ada Reporter");
    expect(lead).toHaveTextContent("Jun 12th, 2025");
    expect(within(lead).getByRole("link", { name: "Test headline 1" })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  it("defaults the creator to 'World news'", async () => {
    renderHome({ [feed("lead")]: { json: makeArticles(5, { creator: null }) } });
    const title = await screen.findByRole("heading", { level: 2, name: "Test headline 1" });
    expect(title.closest("article")).toHaveTextContent(TEXT.worldNewsCreator);
  });

  it("shows articles 2 and 3 in the Trending box with a 'Show More' label that does nothing", async () => {
    renderHome({ [feed("lead")]: { json: makeArticles(6) } });
    const trending = await screen.findByRole("complementary", { name: TEXT.trending });
    await waitFor(() =>
      expect(within(trending).getAllByRole("heading", { level: 3 })).toHaveLength(2),
    );
    expect(
      within(trending)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Test headline 2", "Test headline 3"]);
    expect(within(trending).getByText(TEXT.showMore).tagName).toBe("SPAN");
    expect(within(trending).queryByRole("button")).toBeNull();
  });

  it("shows 'Error loading news: ' and the message when the world feed fails or is not JSON", async () => {
    renderHome({ [feed("lead")]: { status: 503, text: "down" } });
    expect(
      await screen.findByText(`${TEXT.error.worldNewsPrefix}Request failed with status 503`),
    ).toBeInTheDocument();
  });

  it("shows the JSON error for a non-JSON world response", async () => {
    renderHome({ [feed("lead")]: { status: 200, text: "<html>", contentType: "text/html" } });
    expect(
      await screen.findByText(`${TEXT.error.worldNewsPrefix}Expected JSON but received text/html`),
    ).toBeInTheDocument();
  });
});

describe("World news home: Asia grid", () => {
  it("shows up to 6 cards with image, title, 3-line description, Read More and the full date", async () => {
    renderHome({ [feed("asiaGrid")]: { json: makeArticles(9) } });
    const grid = await region(options.asiaTitle);
    await waitFor(() => expect(within(grid).getAllByRole("article")).toHaveLength(6));
    const [card] = within(grid).getAllByRole("article");
    if (!card) throw new Error("no card");
    expect(within(card).getByRole("heading", { name: "Test headline 1" })).toBeInTheDocument();
    expect(card.querySelector("img")).not.toBeNull();
    expect(within(card).getByText("Description of test story 1.")).toBeInTheDocument();
    expect(
      within(card).getByRole("link", { name: `${TEXT.readMore}: Test headline 1` }),
    ).toHaveAttribute("rel", "noopener noreferrer");
    expect(card).toHaveTextContent("Sunday, June 29, 2025 at 12:00 PM");
  });

  it("uses the placeholders for a missing title, description and date", async () => {
    renderHome({
      [feed("asiaGrid")]: {
        json: [makeArticle(1, { title: " ", description: "", pubDate: null })],
      },
    });
    const grid = await region(options.asiaTitle);
    expect(await within(grid).findByText(TEXT.noTitle)).toBeInTheDocument();
    expect(within(grid).getByText(TEXT.noDescription)).toBeInTheDocument();
    expect(within(grid).getByText(TEXT.noDate)).toBeInTheDocument();
  });

  it("shows the title placeholder for an item whose title key is missing", async () => {
    const { title: _omitted, ...untitled } = makeArticle(1);
    renderHome({ [feed("asiaGrid")]: { json: [untitled] } });
    const grid = await region(options.asiaTitle);
    expect(await within(grid).findByText(TEXT.noTitle)).toBeInTheDocument();
    expect(within(grid).getByText("Description of test story 1.")).toBeInTheDocument();
  });

  it("says 'No news available.' when empty and the spec's text on failure", async () => {
    renderHome({ [feed("asiaGrid")]: { json: [] } });
    expect(
      await within(await region(options.asiaTitle)).findByText(TEXT.noNews),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to load news. Please try again later.' when the Asia feed fails", async () => {
    renderHome({ [feed("asiaGrid")]: { status: 500, text: "boom" } });
    expect(
      await within(await region(options.asiaTitle)).findByText(TEXT.error.asiaGrid),
    ).toBeInTheDocument();
  });
});

describe("World news home: central block", () => {
  it("shows the first 4 as News Update cards and 5 to 8 as Latest News, Show More revealing the rest", async () => {
    const { user } = renderHome({ [feed("newsUpdate")]: { json: makeArticles(12) } });
    const update = await region(TEXT.newsUpdate);
    await waitFor(() => expect(within(update).getAllByRole("article")).toHaveLength(4));
    expect(
      within(update)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Test headline 1", "Test headline 2", "Test headline 3", "Test headline 4"]);
    const latest = await region(TEXT.latestNews);
    const titles = () =>
      within(latest)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent);
    expect(titles()).toEqual([
      "Test headline 5",
      "Test headline 6",
      "Test headline 7",
      "Test headline 8",
    ]);
    await user.click(within(latest).getByRole("button", { name: TEXT.showMore }));
    expect(titles()).toHaveLength(8);
    expect(titles().at(-1)).toBe("Test headline 12");
    await user.click(within(latest).getByRole("button", { name: TEXT.showLess }));
    expect(titles()).toHaveLength(4);
  });

  it("has no Show More when there is nothing more to show", async () => {
    renderHome({ [feed("newsUpdate")]: { json: makeArticles(7) } });
    const latest = await region(TEXT.latestNews);
    await waitFor(() => expect(within(latest).getAllByRole("article")).toHaveLength(3));
    expect(within(latest).queryByRole("button")).toBeNull();
  });

  it("shows 'Failed to fetch news. Please try again later.' when the central feed fails", async () => {
    renderHome({ [feed("newsUpdate")]: { status: 500, text: "boom" } });
    const update = await region(TEXT.newsUpdate);
    expect(await within(update).findByRole("alert")).toHaveTextContent(TEXT.error.newsUpdate);
  });
});

describe("World news home: lower blocks", () => {
  it("shows the sports-style block, the second row and the bottom block (a lead plus 2 small)", async () => {
    renderHome({
      [feed("sportsBlock")]: { json: makeArticles(6, { category: "Sport" }) },
      [feed("bottom")]: { json: makeArticles(5) },
    });
    const sports = await region(options.sportsTitle);
    await waitFor(() => expect(within(sports).getAllByRole("article").length).toBeGreaterThan(0));
    expect(within(sports).getAllByRole("article").length).toBeLessThanOrEqual(6);
    expect(await region(options.secondRowTitle)).toBeInTheDocument();
    const bottom = await region(options.bottomTitle);
    await waitFor(() => expect(within(bottom).getAllByRole("article")).toHaveLength(3));
    const [lead] = within(bottom).getAllByRole("article");
    expect(lead?.querySelector("img")).not.toBeNull();
  });

  it("keeps the Paid content blocks in the markup but hidden", async () => {
    const { container } = renderHome();
    await screen.findByRole("heading", { level: 2, name: "Test headline 1" });
    const paid = container.querySelectorAll(`aside[aria-label="${TEXT.paidContent}"]`);
    expect(paid.length).toBeGreaterThan(0);
    for (const block of paid) {
      expect(block).not.toBeVisible();
      expect(block.querySelector("img")).toHaveAttribute("alt");
    }
  });

  it("reserves image space and loads below-the-fold images lazily", async () => {
    renderHome();
    const title = await screen.findByRole("heading", { level: 2, name: "Test headline 1" });
    expect(title.closest("article")?.querySelector("img")).toHaveAttribute("loading", "eager");
    const grid = await region(options.asiaTitle);
    await waitFor(() => expect(within(grid).getAllByRole("article").length).toBeGreaterThan(0));
    for (const image of grid.querySelectorAll("img"))
      expect(image).toHaveAttribute("loading", "lazy");
  });
});
