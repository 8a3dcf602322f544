import live from "virtual:static-content/live";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LAYOUT_TEXT } from "../../src/shared/layoutTexts.ts";
import { LIMITS } from "../../src/shared/limits.ts";
import { TEXT } from "../../src/shared/texts.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { setUpLayoutTests } from "../support/layoutTest.ts";
import { renderSite } from "../support/renderSite.tsx";
import { headingTexts } from "./layoutAssertions.ts";

setUpLayoutTests();
// Transform the layout's lazy chunk once up front, so the first test does not wait for it.
beforeAll(() => import("../../layouts/live/LiveLayout.tsx"), 30_000);
beforeEach(() => {
  stubFeedApi();
});

describe("live", () => {
  it("ships 5 static episodes and 3 static news items", () => {
    expect(live.episodes).toHaveLength(5);
    expect(live.news).toHaveLength(3);
    expect(LIMITS.liveEpisodesCollapsed).toBe(4);
    expect(LIMITS.liveNewsCollapsed).toBe(2);
  });

  it("shows a static stream placeholder, the seizure warning and a 'Now playing' marker", async () => {
    renderSite("/live");
    const stream = await screen.findByRole("figure", { name: `${live.stream.title}: live stream` });
    expect(stream.querySelector("img")).toHaveAttribute("src", live.stream.poster);
    expect(stream.querySelector("video, iframe")).toBeNull();
    expect(within(stream).getByText(LAYOUT_TEXT.nowPlaying)).toBeInTheDocument();
    expect(within(stream).getByText(live.nowPlaying.title)).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent(LAYOUT_TEXT.seizureWarning);
  });

  it("'Latest Episodes': 4 of 5 shown, Show More / Show Less", async () => {
    const user = userEvent.setup();
    renderSite("/live");
    const section = await screen.findByRole("region", { name: LAYOUT_TEXT.latestEpisodes });
    const titles = live.episodes.map((episode) => episode.title);
    expect(headingTexts(section).slice(1)).toEqual(titles.slice(0, 4));
    const [first] = within(section).getAllByRole("article");
    expect(first).toHaveTextContent(live.episodes[0]?.author ?? "");
    expect(first).toHaveTextContent("Jun 30th, 2025");
    expect(first).toHaveTextContent("42:10");
    await user.click(within(section).getByRole("button", { name: TEXT.showMore }));
    expect(headingTexts(section).slice(1)).toEqual(titles);
    await user.click(within(section).getByRole("button", { name: TEXT.showLess }));
    expect(headingTexts(section).slice(1)).toEqual(titles.slice(0, 4));
  });

  it("the static news list: 2 of 3 shown, Show More / Show Less", async () => {
    const user = userEvent.setup();
    renderSite("/live");
    const section = await screen.findByRole("region", { name: "News from the studio" });
    const titles = live.news.map((item) => item.title);
    expect(headingTexts(section).slice(1)).toEqual(titles.slice(0, 2));
    const [first] = within(section).getAllByRole("article");
    const item = live.news[0];
    if (!first || !item) throw new Error("no news");
    expect(first).toHaveTextContent(item.description);
    expect(first).toHaveTextContent(item.time);
    expect(first.querySelector("img")).toHaveAttribute("src", item.img);
    await user.click(within(section).getByRole("button", { name: TEXT.showMore }));
    expect(headingTexts(section).slice(1)).toEqual(titles);
    await user.click(within(section).getByRole("button", { name: TEXT.showLess }));
    expect(headingTexts(section).slice(1)).toEqual(titles.slice(0, 2));
  });
});
