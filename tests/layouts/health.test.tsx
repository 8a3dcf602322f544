import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { LAYOUT_TEXT } from "../../src/shared/layoutTexts.ts";
import { TEXT } from "../../src/shared/texts.ts";
import { makeArticles } from "../support/articles.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { setUpLayoutTests } from "../support/layoutTest.ts";
import { renderSite, slotFeed } from "../support/renderSite.tsx";
import { expectArticleLinksOpenInNewTab, headingTexts, pendingFetch } from "./layoutAssertions.ts";

setUpLayoutTests();
// Transform the layout's lazy chunk once up front, so the first test does not wait for it.
beforeAll(() => import("../../layouts/health/HealthLayout.tsx"), 30_000);

const LONG = `${"Sleep well, ".repeat(12)}and the rest follows.`;

describe("health", () => {
  it("'Latest Health News': 6 cards, descriptions cut at 100 characters plus an ellipsis, 'Read more'", async () => {
    const articles = makeArticles(9, { description: LONG }).map((article, i) =>
      i === 1 ? { ...article, description: "Short and whole." } : article,
    );
    stubFeedApi({ [slotFeed("/health", "latest")]: { json: articles } });
    const { container } = renderSite("/health");
    const latest = await screen.findByRole("region", { name: LAYOUT_TEXT.latestHealthNews });
    await waitFor(() => expect(within(latest).getAllByRole("article")).toHaveLength(6));
    const cut = `${LONG.slice(0, 100).trimEnd()}...`;
    expect(cut.length).toBeLessThanOrEqual(103);
    expect(within(latest).getAllByText(cut)).toHaveLength(5);
    expect(within(latest).getByText("Short and whole.")).toBeInTheDocument();
    const readMore = within(latest).getAllByRole("link", { name: /^Read more: / });
    expect(readMore).toHaveLength(6);
    expect(readMore[0]).toHaveTextContent(LAYOUT_TEXT.readMoreLower);
    expectArticleLinksOpenInNewTab(container);
  });

  it("'Health & Diet': 3 items", async () => {
    stubFeedApi({
      [slotFeed("/health", "diet")]: {
        json: makeArticles(8).map((a) => ({ ...a, title: `Diet ${a.title}` })),
      },
    });
    renderSite("/health");
    const diet = await screen.findByRole("region", { name: LAYOUT_TEXT.healthAndDiet });
    await waitFor(() =>
      expect(headingTexts(diet)).toEqual([
        LAYOUT_TEXT.healthAndDiet,
        "Diet Test headline 1",
        "Diet Test headline 2",
        "Diet Test headline 3",
      ]),
    );
  });

  it("shows 'Loading...' while fetching", async () => {
    vi.stubGlobal("fetch", pendingFetch());
    renderSite("/health");
    const latest = await screen.findByRole("region", { name: LAYOUT_TEXT.latestHealthNews });
    expect(within(latest).getByRole("status")).toHaveTextContent(TEXT.loading);
  });
});
