/**
 * Issue 38: the config's labels (menu groups, section titles, the ad slot's label) follow
 * the page's language; English pages show them exactly as before. Queried by selector and
 * text, not by role: role queries over a whole site's DOM are slow in jsdom.
 */
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { catalogue as arabic } from "../../src/shared/catalogues/ar.ts";
import { TEXT } from "../../src/shared/texts.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { renderSite } from "../support/renderSite.tsx";

beforeAll(() => import("../../layouts/region/RegionLayout.tsx"), 30_000);
beforeEach(() => {
  vi.stubGlobal("scrollTo", vi.fn());
  stubFeedApi();
});
afterEach(() => vi.unstubAllGlobals());

/** The second navigation's group names, and its link to `path`. */
function secondNav(name: string, path: string) {
  const nav = document.querySelector(`nav[aria-label="${name}"]`);
  const groups = [...(nav?.querySelectorAll("button") ?? [])].map((button) => button.textContent);
  const link = nav?.querySelector(`a[href^="${path}"]`);
  return { groups, link: link?.textContent };
}

const ad = () => document.querySelector("aside[data-ad-slot]");

describe("config labels", () => {
  it("in Arabic: the second navigation, the section titles, the ad and the title", async () => {
    renderSite("/africa?lang=ar", undefined, { lang: "ar", texts: arabic });
    expect(secondNav(arabic.TEXT.chrome.sections, "/africa")).toEqual({
      groups: [
        "أخبار",
        "أعمال",
        "تكنولوجيا وعلوم",
        "رياضة",
        "فنون ومنوعات",
        "شؤون دولية",
        "Maverick",
      ],
      link: "أفريقيا",
    });
    expect(await screen.findByText("أفريقيا", { selector: "h1" })).toBeInTheDocument();
    const section = screen.getByText("أخبار أفريقيا", { selector: "h2" }).closest("section");
    expect(section).toHaveAttribute("aria-label", "المزيد من أفريقيا");
    expect(ad()).toHaveAttribute("aria-label", "إعلان");
    expect(ad()).toHaveTextContent("إعلان");
    await waitFor(() => expect(document.title).toMatch(/^أفريقيا \| /));
  });

  it("in English: the same places read as the spec has them", async () => {
    renderSite("/africa");
    expect(secondNav(TEXT.chrome.sections, "/africa")).toEqual({
      groups: [
        "News",
        "Business",
        "Tech & Science",
        "Sport",
        "Arts & Life",
        "World Affairs",
        "Maverick",
      ],
      link: "Africa",
    });
    expect(await screen.findByText("Africa", { selector: "h1" })).toBeInTheDocument();
    const section = screen.getByText("Africa News", { selector: "h2" }).closest("section");
    expect(section).toHaveAttribute("aria-label", "More from Africa");
    expect(ad()).toHaveAttribute("aria-label", "Advertisement");
    expect(ad()).toHaveTextContent("Advertisement");
    await waitFor(() => expect(document.title).toMatch(/^Africa \| /));
  });
});
