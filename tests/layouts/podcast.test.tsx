import podcasts from "virtual:static-content/podcasts";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation, useNavigate } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyLayouts } from "../../layouts/index.ts";
import { App } from "../../src/App.tsx";
import { createQueryClient } from "../../src/engine/createQueryClient.ts";
import { builtInPages } from "../../src/pages/index.ts";
import { playerStore } from "../../src/player/playerStore.ts";
import { LAYOUT_TEXT } from "../../src/shared/layoutTexts.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { setUpLayoutTests } from "../support/layoutTest.ts";
import { defaultConfig, renderSite } from "../support/renderSite.tsx";

setUpLayoutTests();
// Transform the layout's lazy chunk once up front, so the first test does not wait for it.
beforeAll(() => import("../../layouts/podcast/PodcastLayout.tsx"), 30_000);

const category = (id: string) => {
  const found = podcasts.categories.find((entry) => entry.id === id);
  if (!found) throw new Error(`no category ${id}`);
  return found;
};
const LABELS = ["News", "Technology", "Sport", "Live", "Health", "Food"];

const categoryButtons = () =>
  within(screen.getByRole("group", { name: "Podcast categories" })).getAllByRole("button");
const pressed = () =>
  categoryButtons()
    .filter((button) => button.getAttribute("aria-pressed") === "true")
    .map((button) => button.textContent);
const gridTitles = () =>
  within(screen.getByRole("region", { name: /podcasts$/ }))
    .getAllByRole("listitem")
    .map((item) => item.querySelector("strong")?.textContent);
const titlesOf = (id: string) => category(id).items.map((item) => item.title);

/** A Back button driving the memory router's history, and the current location. */
function HistoryControls() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        history back
      </button>
      <output data-testid="where">{location.pathname + location.search}</output>
    </>
  );
}

function renderWithHistory(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App
        config={defaultConfig}
        queryClient={createQueryClient()}
        layouts={lazyLayouts()}
        builtInPages={builtInPages}
      />
      <HistoryControls />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  stubFeedApi();
});

describe("podcast", () => {
  it("shows the hero, the six category buttons and News selected by default", async () => {
    renderSite("/podcast");
    expect(
      await screen.findByRole("heading", { level: 1, name: podcasts.hero.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(podcasts.hero.text)).toBeInTheDocument();
    expect(categoryButtons().map((button) => button.textContent)).toEqual(LABELS);
    expect(pressed()).toEqual(["News"]);
    expect(gridTitles()).toEqual(titlesOf("NewsPodcast"));
  });

  it("shows podcast cards with image, title and episode label", async () => {
    renderSite("/podcast");
    const grid = await screen.findByRole("region", { name: "News podcasts" });
    const [first] = within(grid).getAllByRole("listitem");
    const item = category("NewsPodcast").items[0];
    if (!first || !item) throw new Error("no podcast");
    expect(first.querySelector("img")).toHaveAttribute("src", item.image);
    expect(first).toHaveTextContent(item.title);
    expect(within(first).getByText("EP 01")).toBeInTheDocument();
  });

  it("features 'Episode No 1' of the selected category with a 'Listen Now' button", async () => {
    renderSite("/podcast");
    const first = category("NewsPodcast").items[0];
    const panel = await screen.findByRole("region", { name: first?.title });
    expect(within(panel).getByText(LAYOUT_TEXT.episodeNoOne)).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: LAYOUT_TEXT.listenNow })).toBeEnabled();
  });

  it("a category button replaces the list and keeps the category in the URL", async () => {
    const user = userEvent.setup();
    renderSite("/podcast");
    await user.click(await screen.findByRole("button", { name: "Technology" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/podcast?category=Technology");
    expect(pressed()).toEqual(["Technology"]);
    expect(gridTitles()).toEqual(titlesOf("Technology"));
    expect(screen.getByRole("region", { name: "Technology podcasts" })).toBeInTheDocument();
    expect(
      screen.getByRole("region", { name: category("Technology").items[0]?.title }),
    ).toBeInTheDocument();
  });

  it("the category in the URL survives a reload", async () => {
    renderSite("/podcast?category=Sport");
    await screen.findByRole("group", { name: "Podcast categories" });
    expect(pressed()).toEqual(["Sport"]);
    expect(gridTitles()).toEqual(titlesOf("Sport"));
  });

  it("the back button returns to the previous category", async () => {
    const user = userEvent.setup();
    renderWithHistory("/podcast");
    await user.click(await screen.findByRole("button", { name: "Health" }));
    await user.click(screen.getByRole("button", { name: "Food" }));
    expect(gridTitles()).toEqual(titlesOf("Food"));
    await user.click(screen.getByRole("button", { name: "history back" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/podcast?category=Health");
    await waitFor(() => expect(gridTitles()).toEqual(titlesOf("Health")));
    expect(pressed()).toEqual(["Health"]);
    await user.click(screen.getByRole("button", { name: "history back" }));
    await waitFor(() => expect(gridTitles()).toEqual(titlesOf("NewsPodcast")));
    expect(pressed()).toEqual(["News"]);
  });

  it("an unknown category in the URL falls back to the NewsPodcast items", async () => {
    renderSite("/podcast?category=Gardening");
    await screen.findByRole("group", { name: "Podcast categories" });
    expect(gridTitles()).toEqual(titlesOf("NewsPodcast"));
    expect(pressed()).toEqual([]);
  });

  it("'Listen Now' plays the featured episode's recording in an audio player", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      Object.defineProperty(this, "paused", { value: false, configurable: true });
      this.dispatchEvent(new Event("play"));
      return Promise.resolve();
    });
    const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      Object.defineProperty(this, "paused", { value: true, configurable: true });
      this.dispatchEvent(new Event("pause"));
    });
    const user = userEvent.setup();
    const { container } = renderSite("/podcast");
    const first = category("NewsPodcast").items[0];
    expect(first?.audio).toBe("/podcast/sample-episode.wav");
    const panel = await screen.findByRole("region", { name: first?.title });
    // Nothing of the player is there, nor loaded, before a reader asks (never autoplays).
    expect(container.querySelector("audio")).toBeNull();
    expect(play).not.toHaveBeenCalled();

    await user.click(within(panel).getByRole("button", { name: LAYOUT_TEXT.listenNow }));
    // The site-wide player (issue 46), outside the page, plays the recording.
    const player = await screen.findByRole("region", { name: "Audio player" });
    const audio = player.querySelector("audio") as HTMLAudioElement;
    expect(audio).toHaveAttribute("src", first?.audio);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(within(player).getByText(first?.title ?? "")).toBeInTheDocument();
    const pauseButton = await within(player).findByRole("button", { name: "Pause" });
    await user.click(pauseButton);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(within(player).getByRole("button", { name: "Play" })).toBeInTheDocument();
    for (const name of ["Back 10 seconds", "Forward 30 seconds"])
      expect(within(player).getByRole("button", { name })).toBeInTheDocument();
    expect(within(player).getByRole("combobox", { name: "Playback speed" })).toBeInTheDocument();
    expect(within(player).getByRole("slider", { name: "Seek" })).toHaveAttribute(
      "aria-valuetext",
      "0 seconds",
    );
    expect(container.querySelectorAll("audio")).toHaveLength(1);
    act(() => playerStore.stop());
  });

  it("'Listen Now' is disabled, with the reason, when the episode has no recording", async () => {
    const sport = category("Sport").items[0];
    expect(sport?.audio).toBeUndefined();
    renderSite("/podcast?category=Sport");
    const panel = await screen.findByRole("region", { name: sport?.title });
    const button = within(panel).getByRole("button", { name: LAYOUT_TEXT.listenNow });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("No recording of this episode is available yet.");
    expect(document.querySelector("audio")).toBeNull();
  });
});
