import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STATUS_TEXT } from "../../src/shared/pageTexts.ts";
import { requestedEndpoints, stubFeedApi } from "../support/fakeApi.ts";
import { defaultConfig, renderSite } from "../support/renderSite.tsx";
import { statusReport } from "./statusFixture.ts";

beforeEach(() => {
  vi.stubGlobal("scrollTo", vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

/** The first render loads the page's lazy chunk: slow on a loaded machine. */
const firstLoad = { timeout: 15_000 };

describe("the public status page", () => {
  it("lists every source once, failing first, with endpoints, dates, HTTP status and item count", async () => {
    const api = stubFeedApi({ status: { json: statusReport } });
    renderSite("/status");
    await screen.findByRole("heading", { level: 2, name: `${STATUS_TEXT.failing} (2)` }, firstLoad);
    expect(screen.getByRole("heading", { level: 1, name: STATUS_TEXT.title })).toBeVisible();
    expect(requestedEndpoints(api)).toEqual(["status"]);
    const main = screen.getByRole("main");
    const groups = within(main).getAllByRole("region");
    expect(groups.map((group) => group.getAttribute("aria-labelledby"))).toEqual([
      "status-failing",
      "status-ok",
    ]);
    const failing = within(groups[0] as HTMLElement).getAllByRole("listitem");
    expect(failing).toHaveLength(2);
    const broken = failing.find((item) => item.textContent?.includes("broken.example"));
    expect(broken).toHaveTextContent("HTTP 503");
    expect(broken).toHaveTextContent("/public/api/bbc/breaking");
    const ok = within(groups[1] as HTMLElement).getByRole("listitem");
    // Shared by two endpoints, listed once with both.
    expect(ok).toHaveTextContent("/public/api/bbc/breaking, /public/api/newYork/africa");
    expect(ok).toHaveTextContent(`${STATUS_TEXT.items}12`);
    const success = ok.querySelector("time");
    expect(success).toHaveAttribute("dateTime", "2025-06-03T09:00:00.000Z");
    expect(success?.textContent).toMatch(/June 3, 2025/);
    await vi.waitFor(() =>
      expect(document.title).toBe(`${STATUS_TEXT.title} | ${defaultConfig.site.title}`),
    );
  });

  it("shows no internals: no private addresses, no storage folder", async () => {
    stubFeedApi({ status: { json: statusReport } });
    renderSite("/status");
    await screen.findByRole("heading", { level: 2, name: `${STATUS_TEXT.failing} (2)` });
    const main = document.querySelector("main")?.textContent ?? "";
    expect(main).toContain("redirect to a private network address [address hidden] refused");
    expect(main).not.toMatch(/10\.1\.2\.3|192\.168|\/srv\/secret/);
  });

  it("says what was done about a damaged archive file, without SQLite's diagnosis", async () => {
    const repairs = [
      {
        at: "2025-06-03T08:00:00.000Z",
        problem: "Tree 8 page 1204: btreeInitPage() returns error code 11",
        outcome: "salvaged" as const,
        tables: [
          { table: "source_state", kept: 20, lostAtMost: 0 },
          { table: "article", kept: 2197, lostAtMost: 3 },
          { table: "store_meta", kept: 2, lostAtMost: 0 },
        ],
        searchIndexRebuilt: true,
      },
    ];
    stubFeedApi({
      status: { json: { ...statusReport, storage: { ...statusReport.storage, repairs } } },
    });
    renderSite("/status");
    const storage = await screen.findByRole("region", { name: STATUS_TEXT.storage }, firstLoad);
    const note = within(storage).getByRole("listitem");
    expect(note).toHaveTextContent(
      `${STATUS_TEXT.repair.salvaged} 20 saved feed states kept. 2197 archived articles kept, at most 3 lost. ${STATUS_TEXT.searchRebuilt}`,
    );
    expect(note.querySelector("time")).toHaveAttribute("dateTime", "2025-06-03T08:00:00.000Z");
    expect(storage.textContent).not.toMatch(/btree|store_meta/);
  });

  it("shows no storage section while the archive file was never damaged", async () => {
    stubFeedApi({ status: { json: statusReport } });
    renderSite("/status");
    await screen.findByRole("heading", { level: 2, name: `${STATUS_TEXT.failing} (2)` }, firstLoad);
    expect(screen.queryByRole("region", { name: STATUS_TEXT.storage })).toBeNull();
  });

  it("says so when the status cannot be loaded", async () => {
    stubFeedApi({ status: { status: 500, text: "oops" } });
    renderSite("/status");
    expect(await screen.findByRole("alert")).toHaveTextContent(STATUS_TEXT.failed);
  });
});
