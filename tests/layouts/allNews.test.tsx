import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PLACEHOLDER_IMAGE } from "../../src/components/ArticleImage.tsx";
import { endpointKey } from "../../src/engine/endpointQueries.ts";
import { TEXT } from "../../src/shared/texts.ts";
import { makeArticle, makeArticles } from "../support/articles.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { setUpLayoutTests } from "../support/layoutTest.ts";
import { renderSite } from "../support/renderSite.tsx";

setUpLayoutTests();

const FEED = "bbc/breaking";

async function openAllNews(articles: unknown[] | { status: number; text: string }) {
  stubFeedApi({ [FEED]: Array.isArray(articles) ? { json: articles } : articles });
  renderSite("/news");
  const user = userEvent.setup();
  const section = await screen.findByRole("region", { name: TEXT.allNews });
  return { user, section };
}

/** Titles of the cards on the current page, in order. */
function cardTitles(section: HTMLElement): string[] {
  return within(section)
    .queryAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent ?? "");
}

async function chooseSort(
  user: ReturnType<typeof userEvent.setup>,
  section: HTMLElement,
  option: string,
) {
  await user.click(within(section).getByRole("button", { name: /^Sort by:/ }));
  await user.click(within(section).getByRole("button", { name: option }));
}

describe("All News list", () => {
  it("has the heading, and a Sort by dropdown with New (default), Old, Popular, Trending", async () => {
    const { user, section } = await openAllNews(makeArticles(6));
    const toggle = within(section).getByRole("button", { name: "Sort by: New" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const options = within(section).getByRole("list", { name: TEXT.sortBy });
    expect(
      within(options)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["New", "Old", "Popular", "Trending"]);
    expect(within(options).getByRole("button", { name: "New" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("shows 4 cards a page, newest first, with 'Page X of Y' and the end buttons disabled", async () => {
    const { user, section } = await openAllNews([...makeArticles(10)].reverse());
    await waitFor(() => expect(cardTitles(section)).toHaveLength(4));
    expect(cardTitles(section)).toEqual([
      "Test headline 1",
      "Test headline 2",
      "Test headline 3",
      "Test headline 4",
    ]);
    const previous = within(section).getByRole("button", { name: TEXT.previous });
    const next = within(section).getByRole("button", { name: TEXT.next });
    expect(within(section).getByText("Page 1 of 3")).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(within(section).getByText("Page 2 of 3")).toBeInTheDocument();
    expect(cardTitles(section)[0]).toBe("Test headline 5");
    // The new page starts at the list's top: focus on its heading, not on the pager.
    expect(within(section).getByRole("heading", { name: TEXT.allNews })).toHaveFocus();
    await user.click(next);
    expect(within(section).getByText("Page 3 of 3")).toBeInTheDocument();
    expect(cardTitles(section)).toEqual(["Test headline 9", "Test headline 10"]);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    await user.click(previous);
    expect(within(section).getByText("Page 2 of 3")).toBeInTheDocument();
  });

  it("Old sorts oldest first, returns to page 1 and closes the dropdown", async () => {
    const { user, section } = await openAllNews(makeArticles(10));
    await waitFor(() => expect(cardTitles(section)).toHaveLength(4));
    await user.click(within(section).getByRole("button", { name: TEXT.next }));
    await chooseSort(user, section, "Old");
    expect(within(section).getByText("Page 1 of 3")).toBeInTheDocument();
    expect(cardTitles(section)).toEqual([
      "Test headline 10",
      "Test headline 9",
      "Test headline 8",
      "Test headline 7",
    ]);
    expect(within(section).getByRole("button", { name: "Sort by: Old" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(within(section).queryByRole("list", { name: TEXT.sortBy })).toBeNull();
  });

  it("Popular sorts by popularity, highest first, missing counting as 0", async () => {
    const articles = [
      makeArticle(1, { popularity: 2 }),
      { ...makeArticle(2), popularity: undefined },
      makeArticle(3, { popularity: 7 }),
      makeArticle(4, { popularity: 0.5 }),
    ];
    const { user, section } = await openAllNews(articles);
    await waitFor(() => expect(cardTitles(section)).toHaveLength(4));
    await chooseSort(user, section, "Popular");
    expect(cardTitles(section)).toEqual([
      "Test headline 3",
      "Test headline 1",
      "Test headline 4",
      "Test headline 2",
    ]);
  });

  it("Trending keeps only trending items and recomputes the page count", async () => {
    const articles = makeArticles(12, { trending: false }).map((article, i) => ({
      ...article,
      trending: i < 5,
    }));
    const { user, section } = await openAllNews(articles);
    await waitFor(() => expect(within(section).getByText("Page 1 of 3")).toBeInTheDocument());
    await chooseSort(user, section, "Trending");
    expect(within(section).getByText("Page 1 of 2")).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: TEXT.next }));
    expect(cardTitles(section)).toEqual(["Test headline 5"]);
  });

  it("recomputes the page count when the data changes under the reader", async () => {
    stubFeedApi({ [FEED]: { json: makeArticles(12) } });
    const { queryClient } = renderSite("/news");
    const user = userEvent.setup();
    const section = await screen.findByRole("region", { name: TEXT.allNews });
    await waitFor(() => expect(within(section).getByText("Page 1 of 3")).toBeInTheDocument());
    await user.click(within(section).getByRole("button", { name: TEXT.next }));
    await user.click(within(section).getByRole("button", { name: TEXT.next }));
    act(() =>
      queryClient.setQueryData(endpointKey(FEED), { articles: makeArticles(5), sample: false }),
    );
    await waitFor(() => expect(within(section).getByText("Page 2 of 2")).toBeInTheDocument());
    expect(cardTitles(section)).toEqual(["Test headline 5"]);
    expect(within(section).getByRole("button", { name: TEXT.next })).toBeDisabled();
  });

  it("shows one page and an empty-state text for an empty list, never 'Page 1 of 0'", async () => {
    const { section } = await openAllNews([]);
    expect(await within(section).findByText(TEXT.noNews)).toBeInTheDocument();
    expect(within(section).getByText("Page 1 of 1")).toBeInTheDocument();
    expect(within(section).getByRole("button", { name: TEXT.previous })).toBeDisabled();
    expect(within(section).getByRole("button", { name: TEXT.next })).toBeDisabled();
  });

  it("cards show image (or placeholder), title, category defaulting to General, date; open in a new tab", async () => {
    const { section } = await openAllNews([
      makeArticle(1, { category: null, images: [], pubDate: "2025-06-12T10:00:00Z" }),
      makeArticle(2, {
        category: "Science",
        images: ["https://img.test/broken.jpg"],
        pubDate: "2025-06-01T10:00:00Z",
      }),
    ]);
    await waitFor(() => expect(cardTitles(section)).toHaveLength(2));
    const [first, second] = within(section).getAllByRole("link");
    if (!first || !second) throw new Error("expected two cards");
    expect(first).toHaveAttribute("href", "https://news.test/story-1");
    expect(first).toHaveAttribute("target", "_blank");
    expect(first).toHaveAttribute("rel", "noopener noreferrer");
    expect(first).toHaveTextContent(TEXT.defaultCategory);
    expect(first).toHaveTextContent("Jun 12th, 2025");
    expect(first.querySelector("img")).toHaveAttribute("src", PLACEHOLDER_IMAGE);
    expect(second).toHaveTextContent("Science");
    const image = second.querySelector("img");
    expect(image).toHaveAttribute("src", "https://img.test/broken.jpg");
    image?.dispatchEvent(new Event("error"));
    await waitFor(() =>
      expect(second.querySelector("img")).toHaveAttribute("src", PLACEHOLDER_IMAGE),
    );
  });

  it("when the breaking feed fails, only logs 'Error fetching news:' and shows nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    stubFeedApi({ [FEED]: { status: 500, text: "boom" } });
    const { container } = renderSite("/news");
    await waitFor(() => expect(log).toHaveBeenCalledWith(TEXT.error.allNewsLog, expect.any(Error)));
    expect(screen.queryByRole("region", { name: TEXT.allNews })).toBeNull();
    expect(container.querySelector('[data-layout="allNews"]')).not.toHaveTextContent(/fail|error/i);
  });

  it("renders article text as text, never as HTML", async () => {
    const { section } = await openAllNews([
      makeArticle(1, { title: "<img src=x onerror=alert(1)> & <b>bold</b>" }),
    ]);
    expect(
      await within(section).findByText("<img src=x onerror=alert(1)> & <b>bold</b>"),
    ).toBeInTheDocument();
    expect(section.querySelector("b")).toBeNull();
  });
});
