import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storySpan } from "../../src/pages/StoryPage.tsx";
import { catalogue as arabic } from "../../src/shared/catalogues/ar.ts";
import type { StoryArticle, StoryData } from "../../src/shared/story.ts";
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
      publisherName: "Harbor Sample Herald",
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
  why: { terms: ["Valdora", "floods", "River Tesk"] },
};

/** A report of the story over three days. */
function report(n: number, publisher: string, firstSeen: string): StoryArticle {
  return {
    ...makeArticle(n, { title: `Valdora report ${n}`, link: `https://${publisher}/${n}` }),
    publisher,
    firstSeen,
  };
}

const threeDays: StoryData = {
  ...story,
  sourceCount: 4,
  firstSeen: "2025-06-01T07:00:00.000Z",
  updated: "2025-06-03T09:40:00.000Z",
  // As the API lists them: one per publisher first, not by time.
  articles: [
    report(1, "a.test", "2025-06-02T08:00:00.000Z"),
    report(2, "b.test", "2025-06-03T06:15:00.000Z"),
    report(3, "c.test", "2025-06-01T07:00:00.000Z"),
    report(4, "d.test", "2025-06-03T09:40:00.000Z"),
    report(5, "a.test", "2025-06-01T23:59:00.000Z"),
  ],
};

/** The line under the headline: why, how many publishers, over how long. */
const groupedLine = () => screen.getByText(/publishers?|ناشر/, { selector: "header p" });

describe("the Full Coverage page", () => {
  it("shows the headline, why, publisher count, every article and its days, with a document title", async () => {
    stubFeedApi({ "stories/flood1": { json: story } });
    renderSite("/story/flood1");
    expect(await screen.findByRole("heading", { level: 1, name: story.title })).toBeInTheDocument();
    expect(groupedLine()).toHaveTextContent(
      /^Grouped by Valdora, floods, River Tesk · 2 publishers · over 2 hours$/,
    );
    // Each word isolated, so a name reads in its own direction on a right-to-left page.
    expect([...groupedLine().querySelectorAll("bdi")].map((term) => term.textContent)).toEqual(
      story.why?.terms,
    );
    expect(screen.getByText("First reported").nextElementSibling).toHaveTextContent(
      "Tuesday, June 3, 2025 at 7:00 AM",
    );
    expect(screen.getByText("Latest").nextElementSibling).toHaveTextContent(
      "Tuesday, June 3, 2025 at 9:00 AM",
    );
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
    // The registry's name where it knows the publisher, the host where it does not.
    expect(within(list).getByText("Harbor Sample Herald")).toBeInTheDocument();
    expect(within(list).getByText("north.test")).toBeInTheDocument();
    expect(within(list).queryByText("harbor.test")).toBeNull();
    const images = list.querySelectorAll("img");
    expect(images[0]).toHaveAttribute("width");
    expect(images[0]).toHaveAttribute("height");
    const days = screen.getByRole("region", { name: "Day by day" });
    expect(within(days).getByRole("heading", { level: 3 })).toHaveTextContent("Jun 3rd, 2025");
    const entries = within(days).getAllByRole("listitem");
    // Newest first: harbor.test's came last.
    expect(entries[0]).toHaveTextContent("9:00 AM · Harbor Sample Herald");
    expect(entries[1]).toHaveTextContent("7:00 AM · north.test");
    await waitFor(() =>
      expect(document.title).toBe(`${story.title} · Full Coverage | ${defaultConfig.site.title}`),
    );
  });

  it("without why (an older answer), says how many publishers over how long", async () => {
    const { why: _, ...older } = story;
    stubFeedApi({ "stories/flood1": { json: older } });
    renderSite("/story/flood1");
    await screen.findByRole("heading", { level: 1, name: story.title });
    expect(groupedLine()).toHaveTextContent(/^2 publishers · over 2 hours$/);
    expect(screen.queryByText(/Grouped by/)).toBeNull();
  });

  it("lists the reports day by day, the newest day first, each day's newest first", async () => {
    stubFeedApi({ "stories/flood1": { json: threeDays } });
    renderSite("/story/flood1");
    await screen.findByRole("heading", { level: 1, name: story.title });
    expect(groupedLine()).toHaveTextContent(/ · 4 publishers · over 2 days$/);
    expect(screen.getByText("Latest").nextElementSibling).toHaveTextContent(
      "Tuesday, June 3, 2025 at 9:40 AM",
    );
    const days = screen.getByRole("region", { name: "Day by day" });
    const headings = within(days).getAllByRole("heading", { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      "Jun 3rd, 2025",
      "Jun 2nd, 2025",
      "Jun 1st, 2025",
    ]);
    const lists = within(days).getAllByRole("list");
    const publishers = lists.map((list) =>
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    );
    expect(publishers).toEqual([
      ["9:40 AM · d.testValdora report 4", "6:15 AM · b.testValdora report 2"],
      ["8:00 AM · a.testValdora report 1"],
      ["11:59 PM · a.testValdora report 5", "7:00 AM · c.testValdora report 3"],
    ]);
  });

  it("in Arabic, says it all in Arabic", async () => {
    stubFeedApi({ "stories/flood1": { json: threeDays } });
    renderSite("/story/flood1?lang=ar", undefined, { lang: "ar", texts: arabic });
    await screen.findByRole("heading", { level: 1, name: story.title });
    expect(groupedLine()).toHaveTextContent(
      /^مجمّعة حسب Valdora، floods، River Tesk · 4 ناشرين · على مدى يومين$/,
    );
    expect(screen.getByText("أول تقرير")).toBeInTheDocument();
    expect(screen.getByText("أحدث تقرير")).toBeInTheDocument();
    const days = screen.getByRole("region", { name: "يومًا بيوم" });
    expect(within(days).getAllByRole("heading", { level: 3 })[0]).toHaveTextContent("3 يونيو 2025");
    expect(screen.getByRole("region", { name: "مقالة كل ناشر" })).toBeInTheDocument();
    const page = within(screen.getByRole("main"));
    expect(page.queryByText(/Grouped by|publishers|First reported|Latest|Day by day/)).toBeNull();
    // Times of day in Arabic too.
    expect(within(days).getAllByRole("listitem")[0]).toHaveTextContent(/^9:40 ص · d\.test/);
  });

  it("writes how long a story has run in the largest unit that fits", () => {
    const at = (minutes: number) => new Date(Date.UTC(2025, 5, 3) + minutes * 60_000).toISOString();
    expect(storySpan(at(0), at(0))).toBeNull();
    expect(storySpan(at(0), at(1))).toEqual({ count: 1, unit: "minute" });
    expect(storySpan(at(0), at(59))).toEqual({ count: 59, unit: "minute" });
    expect(storySpan(at(0), at(90))).toEqual({ count: 2, unit: "hour" });
    expect(storySpan(at(0), at(23 * 60))).toEqual({ count: 23, unit: "hour" });
    expect(storySpan(at(0), at(50 * 60))).toEqual({ count: 2, unit: "day" });
    expect(storySpan(at(0), "not a date")).toBeNull();
  });

  it("writes counts in Arabic as Arabic does", () => {
    const { publishers, span } = arabic.STORY_TEXT;
    expect([1, 2, 3, 10, 11, 99, 100, 103].map(publishers)).toEqual([
      "ناشر واحد",
      "ناشران",
      "3 ناشرين",
      "10 ناشرين",
      "11 ناشرًا",
      "99 ناشرًا",
      "100 ناشر",
      "103 ناشرين",
    ]);
    expect(span(1, "hour")).toBe("على مدى ساعة");
    expect(span(2, "day")).toBe("على مدى يومين");
    expect(span(5, "minute")).toBe("على مدى 5 دقائق");
    expect(span(12, "day")).toBe("على مدى 12 يومًا");
  });

  it("shows the not-found screen for an unknown story", async () => {
    stubFeedApi({
      "stories/gone": { status: 404, json: { error: "Unknown story", statusCode: 404 } },
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
