import live from "virtual:static-content/live";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { playerStore } from "../../src/player/playerStore.ts";
import { catalogue as spanish } from "../../src/shared/catalogues/es.ts";
import { LAYOUT_TEXT } from "../../src/shared/layoutTexts.ts";
import { LIMITS } from "../../src/shared/limits.ts";
import { PLAYER_TEXT } from "../../src/shared/playerTexts.ts";
import type { EpisodeSummary, PodcastsOverview } from "../../src/shared/podcastApi.ts";
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

const episode = (n: number): EpisodeSummary => ({
  id: `ep${n}`,
  show: "morning-desk",
  showTitle: "The Morning Desk",
  title: `Morning desk ${n}`,
  description: "",
  pubDate: new Date(Date.UTC(2026, 10, 28 - n, 6)).toISOString(),
  duration: 1500 + n,
  image: null,
  audio: `https://podcast.test/e${n}.mp3`,
  type: "audio/mpeg",
  link: `https://podcast.test/${n}`,
});

const overview: PodcastsOverview = {
  lang: "es",
  categories: [
    { id: "Technology", label: "Tecnología", shows: [], episodes: [episode(9)] },
    {
      id: "NewsPodcast",
      label: "Noticias",
      shows: [],
      episodes: [0, 1, 2, 3, 4, 5].map(episode),
    },
  ],
  stations: [
    {
      id: "radio-sol",
      name: "Radio Sol",
      publisher: "test",
      languages: ["es"],
      stream: "https://radio.test/sol.mp3",
      format: "mp3",
    },
    {
      id: "harbour-fm",
      name: "Harbour FM",
      publisher: "test",
      publisherName: "Harbour Broadcasting",
      languages: ["en"],
      stream: "https://radio.test/harbour.mp3",
      format: "mp3",
    },
  ],
};

describe("live, on air (issue 46)", () => {
  beforeEach(() => {
    stubFeedApi({
      podcasts: { json: overview },
      "stations/harbour-fm/now": {
        json: { station: "harbour-fm", name: "Harbour FM", programme: "<b>Tide</b> talk" },
      },
    });
    vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
  });
  afterEach(() => {
    act(() => playerStore.stop());
    vi.restoreAllMocks();
  });

  it("lists the news shows' newest episodes, 4 of 5 then all 5, each playable", async () => {
    const user = userEvent.setup();
    renderSite("/live");
    const section = await screen.findByRole("region", { name: LAYOUT_TEXT.latestEpisodes });
    await within(section).findByText("Morning desk 0");
    expect(headingTexts(section).slice(1)).toEqual([0, 1, 2, 3].map((n) => `Morning desk ${n}`));
    expect(within(section).getAllByRole("article")[0]).toHaveTextContent("25:00");
    await user.click(within(section).getByRole("button", { name: TEXT.showMore }));
    expect(headingTexts(section).slice(1)).toEqual([0, 1, 2, 3, 4].map((n) => `Morning desk ${n}`));
    await user.click(within(section).getByRole("button", { name: "Play: Morning desk 2" }));
    expect(playerStore.getState().current).toMatchObject({
      key: "morning-desk/ep2",
      audio: "https://podcast.test/e2.mp3",
      live: false,
    });
  });

  it("'Now playing' names the edition's first station, then the one played and its programme", async () => {
    const user = userEvent.setup();
    renderSite("/live");
    const stream = await screen.findByRole("figure", { name: `${live.stream.title}: live stream` });
    expect(await within(stream).findByText("Radio Sol")).toBeInTheDocument();
    expect(within(stream).getByText(LAYOUT_TEXT.nowPlaying)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Harbour FM" }));
    expect(await within(stream).findByText("<b>Tide</b> talk")).toBeInTheDocument();
    expect(within(stream).getByText("Harbour FM")).toBeInTheDocument();
    expect(stream.querySelector("b")).toBeNull();
    // The player names the station once, and under it, beside the Live mark, its publisher.
    const player = await screen.findByRole("region", { name: PLAYER_TEXT.region });
    expect(within(player).getAllByText("Harbour FM")).toHaveLength(1);
    expect(within(player).getByText(PLAYER_TEXT.live).parentElement).toHaveTextContent(
      `${PLAYER_TEXT.live}Harbour Broadcasting`,
    );
  });

  it("a failing stream says so in the page's language, in the player and by its button", async () => {
    const user = userEvent.setup();
    renderSite("/live?lang=es", undefined, { lang: "es", texts: spanish });
    const T = spanish.PLAYER_TEXT;
    const button = await screen.findByRole("button", { name: "Radio Sol" });
    await user.click(button);
    const player = await screen.findByRole("region", { name: T.region });
    expect(within(player).getByText(T.live)).toBeInTheDocument();
    expect(within(player).queryByRole("slider")).toBeNull();
    fireEvent.error(player.querySelector("audio") as HTMLAudioElement);
    expect(await within(player).findByRole("alert")).toHaveTextContent(T.failed);
    // Stopped cleanly: Play (not Pause), and the station's button describes the failure.
    expect(within(player).getByRole("button", { name: T.play })).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(`Radio Sol: ${T.failed}`);
    // Play tries again: the failure is gone until the stream fails once more.
    await user.click(within(player).getByRole("button", { name: T.play }));
    await waitFor(() => expect(within(player).queryByRole("alert")).toBeNull());
    expect(button).not.toHaveAccessibleDescription();
  });
});
