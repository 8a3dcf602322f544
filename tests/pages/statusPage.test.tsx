import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { wholeCatalogue } from "../../src/shared/englishCatalogue.ts";
import { catalogueOf } from "../../src/shared/languages.ts";
import { STATUS_TEXT } from "../../src/shared/pageTexts.ts";
import { sourcesTextsIn } from "../../src/shared/sourcesTexts.ts";
import { requestedEndpoints, stubFeedApi } from "../support/fakeApi.ts";
import { defaultConfig, renderSite } from "../support/renderSite.tsx";
import { publishers } from "./publishersFixture.ts";
import { statusReport } from "./statusFixture.ts";

beforeEach(() => {
  vi.stubGlobal("scrollTo", vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

/** The first render loads the page's lazy chunk: slow on a loaded machine. */
const firstLoad = { timeout: 15_000 };
const TEXTS = sourcesTextsIn("en").status;
const registry = { json: { publishers } };

describe("the public status page", () => {
  it("reads at a glance: a summary, failures by error, then sources by publisher", async () => {
    const api = stubFeedApi({ status: { json: statusReport }, sources: registry });
    renderSite("/status");
    const summary = await screen.findByRole("region", { name: TEXTS.summary }, firstLoad);
    expect(screen.getByRole("heading", { level: 1, name: STATUS_TEXT.title })).toBeVisible();
    expect(requestedEndpoints(api).sort()).toEqual(["sources", "status"]);
    const figure = (label: string) =>
      within(summary).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(figure(TEXTS.sources)).toBe("3");
    expect(figure(STATUS_TEXT.ok)).toBe("1");
    expect(figure(STATUS_TEXT.failing)).toBe("2");
    expect(figure(STATUS_TEXT.waiting)).toBe("0");
    expect(figure(TEXTS.lastAttempt)).toMatch(/June 3, 2025/);
    expect(figure(TEXTS.lastSuccess)).toMatch(/June 3, 2025/);
    // The count is explained: feeds once each, not per section nor per registry entry.
    expect(summary).toHaveTextContent(TEXTS.sourcesNote);

    // The summary comes first, then the failures, then the publishers.
    const main = screen.getByRole("main");
    expect(
      within(main)
        .getAllByRole("region")
        .map((group) => group.getAttribute("aria-labelledby")),
    ).toEqual(["status-summary", "status-failures", "status-publishers"]);

    const failures = screen.getByRole("region", { name: TEXTS.failures });
    const errors = within(failures).getAllByRole("heading", { level: 3 });
    expect(errors.map((h) => h.textContent).sort()).toEqual([
      "HTTP 503 (1)",
      "redirect to a private network address [address hidden] refused (1)",
    ]);
    // Each error names the publishers it affects (the registry's name, else the host).
    expect(failures).toHaveTextContent("Radio Beta (1)");
    expect(failures).toHaveTextContent("[address hidden] (1)");

    const byPublisher = screen.getByRole("region", { name: TEXTS.byPublisher });
    expect(
      within(byPublisher)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["[address hidden]", "Alpha News", "Radio Beta"]);
  });

  it("lists a shared source once with every endpoint, its items and last success", async () => {
    stubFeedApi({ status: { json: statusReport }, sources: registry });
    renderSite("/status");
    const byPublisher = await screen.findByRole("region", { name: TEXTS.byPublisher }, firstLoad);
    const rows = within(byPublisher).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    const ok = rows.find((row) => row.textContent?.includes("alpha.example"));
    expect(ok).toHaveTextContent("/public/api/bbc/breaking, /public/api/newYork/africa");
    expect(ok).toHaveTextContent(`${STATUS_TEXT.items}: 12`);
    expect(ok?.querySelector("time")).toHaveAttribute("dateTime", "2025-06-03T09:00:00.000Z");
    const broken = rows.find((row) => row.textContent?.includes("broken.example"));
    expect(broken).toHaveTextContent(STATUS_TEXT.failing);
    expect(broken).toHaveTextContent("HTTP 503");
    await vi.waitFor(() =>
      expect(document.title).toBe(`${STATUS_TEXT.title} | ${defaultConfig.site.title}`),
    );
  });

  it("breaks long addresses only after a slash", async () => {
    stubFeedApi({ status: { json: statusReport }, sources: registry });
    renderSite("/status");
    const byPublisher = await screen.findByRole("region", { name: TEXTS.byPublisher }, firstLoad);
    const url = within(byPublisher).getByText((_, element) =>
      Boolean(
        element?.tagName === "CODE" && element.textContent === "https://alpha.example/rss.xml",
      ),
    );
    // One <wbr> after each slash that ends a run of slashes, nowhere else.
    expect(url.innerHTML).toBe("https://<wbr>alpha.example/<wbr>rss.xml");
  });

  it("still groups by host when the registry cannot be read", async () => {
    stubFeedApi({ status: { json: statusReport }, sources: { status: 500, text: "oops" } });
    renderSite("/status");
    const byPublisher = await screen.findByRole("region", { name: TEXTS.byPublisher }, firstLoad);
    expect(
      within(byPublisher)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["[address hidden]", "alpha.example", "broken.example"]);
  });

  it("shows no internals: no private addresses, no storage folder", async () => {
    stubFeedApi({ status: { json: statusReport }, sources: registry });
    renderSite("/status");
    await screen.findByRole("region", { name: TEXTS.failures }, firstLoad);
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
      sources: registry,
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

  it("says the last attempt and the last success apart after a round where every source failed", async () => {
    const failed = structuredClone(statusReport);
    for (const endpoint of Object.values(failed.endpoints))
      for (const source of endpoint.sources)
        Object.assign(source, {
          lastAttempt: "2025-06-03T10:00:00.000Z",
          lastSuccess: null,
          lastError: "connection refused",
          lastErrorAt: "2025-06-03T10:00:00.000Z",
        });
    stubFeedApi({ status: { json: failed }, sources: registry });
    renderSite("/status?lang=es", defaultConfig, {
      lang: "es",
      texts: wholeCatalogue((await catalogueOf("es")) ?? {}),
    });
    const es = sourcesTextsIn("es").status;
    const summary = await screen.findByRole("region", { name: es.summary }, firstLoad);
    const figure = (label: string) =>
      within(summary).getByText(label, { selector: "dt" }).nextElementSibling;
    expect(figure(es.lastAttempt)?.querySelector("time")).toHaveAttribute(
      "dateTime",
      "2025-06-03T10:00:00.000Z",
    );
    expect(figure(es.lastSuccess)).toHaveTextContent(es.noSuccess);
    expect(summary).not.toHaveTextContent(/Never|Nunca/);
    expect(summary).toHaveTextContent(es.sourcesNote);
  });

  it("shows no storage section while the archive file was never damaged", async () => {
    stubFeedApi({ status: { json: statusReport }, sources: registry });
    renderSite("/status");
    await screen.findByRole("region", { name: TEXTS.summary }, firstLoad);
    expect(screen.queryByRole("region", { name: STATUS_TEXT.storage })).toBeNull();
  });

  it("says first, while the archive cannot be written to, since when, why and what waits", async () => {
    const storage = {
      ...statusReport.storage,
      state: "unwritable" as const,
      error: "database or disk is full at /srv/secret/data/archive.db",
      since: "2025-06-03T08:30:00.000Z",
      waiting: { sources: 2, items: 13, stories: 1 },
      dropped: 0,
    };
    stubFeedApi({ status: { json: { ...statusReport, storage } }, sources: registry });
    renderSite("/status");
    const outage = await screen.findByRole(
      "region",
      { name: STATUS_TEXT.outage.heading },
      firstLoad,
    );
    // At the top: before the summary.
    const summary = screen.getByRole("region", { name: TEXTS.summary });
    expect(outage.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(outage.querySelector("time")).toHaveAttribute("dateTime", storage.since);
    expect(outage).toHaveTextContent(`${STATUS_TEXT.outage.reason} database or disk is full`);
    expect(outage.textContent).not.toContain("/srv/secret");
    expect(outage).toHaveTextContent(STATUS_TEXT.outage.waiting(13));
    expect(outage).not.toHaveTextContent(STATUS_TEXT.outage.dropped(0));
  });

  it("says it in the reader's language", async () => {
    const storage = {
      ...statusReport.storage,
      state: "unwritable" as const,
      error: "database or disk is full",
      since: "2025-06-03T08:30:00.000Z",
      waiting: { sources: 1, items: 4, stories: 0 },
      dropped: 3,
    };
    const catalogue = wholeCatalogue((await catalogueOf("es")) ?? {});
    stubFeedApi({ status: { json: { ...statusReport, storage } }, sources: registry });
    renderSite("/status?lang=es", defaultConfig, { lang: "es", texts: catalogue });
    const outage = await screen.findByRole(
      "region",
      { name: catalogue.STATUS_TEXT.outage.heading },
      firstLoad,
    );
    expect(outage).toHaveTextContent(catalogue.STATUS_TEXT.outage.waiting(4));
    expect(outage).toHaveTextContent(catalogue.STATUS_TEXT.outage.dropped(3));
  });

  it("says nothing of storage while the archive takes writes", async () => {
    stubFeedApi({ status: { json: statusReport }, sources: registry });
    renderSite("/status");
    await screen.findByRole("region", { name: TEXTS.summary }, firstLoad);
    expect(screen.queryByRole("region", { name: STATUS_TEXT.outage.heading })).toBeNull();
  });

  it("says so when the status cannot be loaded", async () => {
    stubFeedApi({ status: { status: 500, text: "oops" }, sources: registry });
    renderSite("/status");
    expect(await screen.findByRole("alert")).toHaveTextContent(STATUS_TEXT.failed);
  });
});
