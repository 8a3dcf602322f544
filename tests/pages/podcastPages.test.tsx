import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { playerStore } from "../../src/player/playerStore.ts";
import { savedPlayback } from "../../src/player/savedPlayback.ts";
import { catalogue as arabic } from "../../src/shared/catalogues/ar.ts";
import type { EpisodePage, EpisodeSummary, ShowPage } from "../../src/shared/podcastApi.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { renderSite } from "../support/renderSite.tsx";

/** The show and episode pages (issue 46) as a reader uses them, on API answers. */

const summary = (n: number): EpisodeSummary => ({
  id: `ep${n}`,
  show: "harbour-hour",
  showTitle: "The Harbour Hour",
  title: `Harbour hour ${n}`,
  description: `Episode ${n} of the harbour hour.`,
  pubDate: new Date(Date.UTC(2026, 10, 28 - n, 6)).toISOString(),
  duration: n === 0 ? 3723 : 243,
  image: null,
  audio: `https://podcast.test/e${n}.mp3`,
  type: "audio/mpeg",
  link: `https://podcast.test/${n}`,
});

const show = {
  id: "harbour-hour",
  title: "The Harbour Hour",
  publisher: "test",
  languages: ["en"] as const,
  image: null,
  available: true,
};

const showPage = (page: number): ShowPage => ({
  show: {
    ...show,
    languages: ["en"],
    description: "A show about harbours.",
    feed: "https://podcast.test/feed.xml",
  },
  episodes: Array.from({ length: page === 1 ? 20 : 3 }, (_, i) => summary((page - 1) * 20 + i)),
  page,
  pages: 2,
  total: 23,
});

const episode: EpisodePage = {
  show: { ...show, languages: ["en"] },
  episode: { ...summary(0), notes: "Harbour notes\nSecond line", season: 2, number: 1 },
  chapters: [
    { start: 0, title: "Welcome", url: null, image: null },
    { start: 3, title: "Tides", url: null, image: null },
  ],
  transcript: [
    { start: 0, end: 2.5, text: "Welcome to the harbour hour.", speaker: "Ada" },
    { start: 2.5, end: 5, text: "Today: the tides.", speaker: "Ben" },
  ],
  transcriptError: null,
};

beforeEach(() => {
  vi.stubGlobal("scrollTo", vi.fn());
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
});
afterEach(() => {
  act(() => playerStore.stop());
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a show's page", () => {
  it("lists its episodes with date and duration, each linked and playable, 20 a page", async () => {
    stubFeedApi({
      "podcasts/harbour-hour": { json: showPage(1) },
    });
    renderSite("/podcast/harbour-hour");
    expect(
      await screen.findByRole("heading", { level: 1, name: "The Harbour Hour" }),
    ).toBeInTheDocument();
    expect(screen.getByText("23 episodes")).toBeInTheDocument();
    const items = screen.getAllByRole("listitem").filter((li) => li.querySelector("h3"));
    expect(items).toHaveLength(20);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole("link", { name: "Harbour hour 0" })).toHaveAttribute(
      "href",
      "/podcast/harbour-hour/ep0",
    );
    expect(first.getByText("Nov 28th, 2026")).toBeInTheDocument();
    expect(first.getByText("62 min")).toBeInTheDocument();
    const pages = screen.getByRole("navigation", { name: "Pages of episodes" });
    expect(within(pages).getByText("Page 1 of 2")).toBeInTheDocument();
    expect(within(pages).getByRole("link", { name: "Older episodes" })).toHaveAttribute(
      "href",
      "/podcast/harbour-hour?page=2",
    );
    await userEvent.click(first.getByRole("button", { name: "Play Harbour hour 0" }));
    expect(playerStore.getState().current?.key).toBe("harbour-hour/ep0");
  });

  it("an unknown show is the not-found page", async () => {
    stubFeedApi({ "podcasts/nope": { json: { error: "Unknown show" }, status: 404 } });
    renderSite("/podcast/nope");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});

describe("an episode's page", () => {
  it("shows the notes, and chapters and transcript lines that play the episode from there", async () => {
    stubFeedApi({ "podcasts/harbour-hour/ep0": { json: episode } });
    renderSite("/podcast/harbour-hour/ep0");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Harbour hour 0" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Harbour notes/)).toHaveTextContent("Harbour notes Second line");
    const chapters = screen.getByRole("region", { name: "Chapters" });
    const transcript = screen.getByRole("region", { name: "Transcript" });
    // Not playing: no line is current. Chosen, a line starts the episode at its time.
    expect(transcript.querySelector("[aria-current]")).toBeNull();
    await userEvent.click(within(transcript).getByRole("button", { name: /Today: the tides/ }));
    expect(playerStore.getState().current?.key).toBe("harbour-hour/ep0");
    expect(savedPlayback.position("harbour-hour/ep0")).toBe(2);
    // As the audio plays, the line being heard is marked, and the chapter.
    act(() => playerStore.reportTime(3.2));
    await waitFor(() =>
      expect(within(transcript).getByRole("button", { name: /Today: the tides/ })).toHaveAttribute(
        "aria-current",
        "true",
      ),
    );
    expect(within(chapters).getByRole("button", { name: /Tides/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    act(() => playerStore.reportTime(1));
    expect(within(transcript).getByRole("button", { name: /Welcome to/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("in Arabic, its headings in Arabic", async () => {
    stubFeedApi({ "podcasts/harbour-hour/ep0": { json: { ...episode, transcript: null } } });
    renderSite("/podcast/harbour-hour/ep0?lang=ar", undefined, { lang: "ar", texts: arabic });
    expect(await screen.findByRole("region", { name: "النص المكتوب" })).toHaveTextContent(
      "لا يوجد نص مكتوب لهذه الحلقة.",
    );
    expect(screen.getByRole("region", { name: "الفصول" })).toBeInTheDocument();
  });
});
