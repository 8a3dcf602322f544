import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gapReasonTexts } from "../../src/shared/editionGaps.ts";
import { wholeCatalogue } from "../../src/shared/englishCatalogue.ts";
import { catalogueOf } from "../../src/shared/languages.ts";
import { STATUS_TEXT } from "../../src/shared/pageTexts.ts";
import { sourcesTextsIn } from "../../src/shared/sourcesTexts.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { defaultConfig, renderSite } from "../support/renderSite.tsx";
import { publishers } from "./publishersFixture.ts";
import { statusReport } from "./statusFixture.ts";

beforeEach(() => {
  vi.stubGlobal("scrollTo", vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

const firstLoad = { timeout: 15_000 };
const answers = { status: { json: statusReport }, sources: { json: { publishers } } };

describe("the sources page", () => {
  it("lists every publisher by country, sorted by the country's name, with kind, languages and feed health", async () => {
    stubFeedApi(answers);
    renderSite("/sources");
    const texts = sourcesTextsIn("en");
    await screen.findByRole("heading", { level: 1, name: texts.title }, firstLoad);
    // The countries' headings, after the table of sections.
    const countries = (await screen.findAllByRole("heading", { level: 2 })).filter((h) =>
      h.id.startsWith("country-"),
    );
    expect(countries.map((h) => h.textContent)).toEqual([
      "Argentina AR",
      "France FR",
      "United Kingdom GB",
    ]);
    const beta = screen.getByRole("article", { name: "Radio Beta" });
    const link = within(beta).getByRole("link", { name: "Radio Beta" });
    expect(link).toHaveAttribute("href", "https://beta.example/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(beta).toHaveTextContent(texts.kinds.state);
    expect(beta).toHaveTextContent("French (fr), Arabic (ar)");
    const [failing, unused] = within(beta).getAllByRole("listitem");
    expect(failing).toHaveTextContent(STATUS_TEXT.failing);
    expect(failing).toHaveTextContent("HTTP 503");
    expect(failing).toHaveTextContent("French");
    expect(unused).toHaveTextContent(texts.unused);
    const alpha = screen.getByRole("article", { name: "Alpha News" });
    expect(alpha).toHaveTextContent(STATUS_TEXT.ok);
    expect(alpha.querySelector("time")).toHaveAttribute("dateTime", "2025-06-03T09:00:00.000Z");
    expect(screen.getByRole("link", { name: texts.opml })).toHaveAttribute("href", "/sources.opml");
    // The registry's 4 feeds, 2 of them read now: the count /status gives, explained.
    expect(screen.getByText(texts.intro(3, 3, 4), { exact: false })).toHaveTextContent(
      texts.readNow(2, 4),
    );
  }, 30_000);

  it("tables the feeds of each news section by language, marking a gap and naming its reason", async () => {
    stubFeedApi(answers);
    renderSite("/sources");
    const texts = sourcesTextsIn("en");
    const table = await screen.findByRole(
      "region",
      { name: texts.sections.heading },
      { timeout: 15_000 },
    );
    const cells = (name: string) =>
      within(within(table).getByRole("row", { name: new RegExp(`^${name} `) }))
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Section", "English", "Spanish", "French", "Arabic"]);
    // The status report has newYork/africa's two English feeds and no edition's: 0 is a gap.
    expect(cells("Africa")).toEqual(["2", "0", "0", "0"]);
    expect(
      within(table)
        .getByRole("row", { name: /^Africa / })
        .querySelector("[data-gap]"),
    ).not.toBeNull();
    // A gap the look-ups found no more feeds for says why.
    expect(cells("America")[3]).toBe(`0${gapReasonTexts.en.regionInWorldPages}`);
  }, 30_000);

  it("names countries, languages and kinds in the page's language", async () => {
    stubFeedApi(answers);
    const catalogue = wholeCatalogue((await catalogueOf("fr")) ?? {});
    renderSite("/sources?lang=fr", defaultConfig, { lang: "fr", texts: catalogue });
    const texts = sourcesTextsIn("fr");
    await screen.findByRole("heading", { level: 1, name: texts.title }, firstLoad);
    // The countries' headings, after the table of sections.
    const countries = (await screen.findAllByRole("heading", { level: 2 })).filter((h) =>
      h.id.startsWith("country-"),
    );
    expect(countries.map((h) => h.textContent)).toEqual([
      "Argentine AR",
      "France FR",
      "Royaume-Uni GB",
    ]);
    expect(screen.getByRole("article", { name: "Gamma Wire" })).toHaveTextContent(
      `${texts.kinds.agency}${texts.languages}: espagnol (es)`,
    );
  });

  it("says so when the registry cannot be loaded", async () => {
    stubFeedApi({ ...answers, sources: { status: 500, text: "oops" } });
    renderSite("/sources");
    expect(await screen.findByRole("alert", {}, firstLoad)).toHaveTextContent(
      sourcesTextsIn("en").failed,
    );
  });
});
