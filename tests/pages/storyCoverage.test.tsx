import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "../../src/engine/LanguageContext.tsx";
import { StoryCoverage } from "../../src/pages/StoryCoverage.tsx";
import { englishCore } from "../../src/shared/catalogue.ts";
import { catalogue as arabic } from "../../src/shared/catalogues/ar.ts";
import type { Language } from "../../src/shared/languageHref.ts";
import type { StoryCoverage as Coverage, StoryData } from "../../src/shared/story.ts";
import { makeArticle } from "../support/articles.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { renderSite } from "../support/renderSite.tsx";

beforeEach(() => {
  vi.stubGlobal("scrollTo", vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

const twoCountries: Coverage = {
  publishers: 6,
  countries: [
    { code: "GB", count: 3 },
    { code: "KE", count: 2 },
  ],
  languages: [{ code: "en", count: 5 }],
  kinds: [
    { kind: "private", count: 3 },
    { kind: "public", count: 2 },
  ],
};

const oneCountryOneKind: Coverage = {
  publishers: 3,
  countries: [{ code: "GB", count: 3 }],
  languages: [{ code: "en", count: 3 }],
  kinds: [{ kind: "private", count: 3 }],
};

function renderCoverage(coverage: Coverage, reports: number, lang: Language = "en") {
  return render(
    <LanguageProvider value={{ lang, texts: lang === "ar" ? arabic : englishCore }}>
      <StoryCoverage coverage={coverage} reports={reports} />
    </LanguageProvider>,
  );
}

/** The figures of the list beside the chart, by term. */
function listed(root: ParentNode = document): Record<string, string[]> {
  const figures: Record<string, string[]> = {};
  for (const term of root.querySelectorAll("section dt"))
    figures[term.textContent ?? ""] = [
      ...(term.nextElementSibling?.querySelectorAll("li") ?? []),
    ].map((item) => item.textContent ?? "");
  return figures;
}

describe("a story's coverage", () => {
  it("is on the story page: a chart named by its figures, the same figures folded under it as a list", async () => {
    const article = (n: number) => ({
      ...makeArticle(n, { link: `https://p${n}.test/a` }),
      publisher: `p${n}.test`,
      firstSeen: "2025-06-03T07:00:00.000Z",
    });
    const story: StoryData = {
      id: "flood1",
      title: "Flash floods hit Valdora",
      sourceCount: 6,
      firstSeen: "2025-06-03T07:00:00.000Z",
      updated: "2025-06-03T07:00:00.000Z",
      articles: [1, 2, 3, 4, 5, 6].map(article),
      coverage: twoCountries,
    };
    stubFeedApi({ "stories/flood1": { json: story } });
    renderSite("/story/flood1");
    const region = await screen.findByRole("region", { name: "Who covered it" });
    const chart = within(region).getByRole("img");
    expect(chart.tagName.toLowerCase()).toBe("svg");
    expect(chart).toHaveAccessibleName(
      "Reports by country: United Kingdom 3, Kenya 2; by kind of outlet: private 3, public broadcaster 2",
    );
    // Named by its <title>, which a pointer shows too.
    expect(chart.querySelector("title")?.id).toBe(chart.getAttribute("aria-labelledby"));
    // The figures as a list are the chart's text alternative, folded under it: not shown twice.
    const folded = region.querySelector("details");
    expect(folded).not.toHaveAttribute("open");
    expect(within(region).getByText("The figures as a list").tagName).toBe("SUMMARY");
    expect(chart).toHaveAttribute("aria-describedby", folded?.id);
    expect(chart.compareDocumentPosition(folded as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(listed(region)).toEqual({
      "Reports by country": ["United Kingdom 3", "Kenya 2"],
      "By kind of outlet": ["private 3", "public broadcaster 2"],
      "By language": ["English 5"],
    });
    expect(region).toHaveTextContent("6 publishers · 6 reports");
    expect(region).toHaveTextContent("1 report from a publisher not in our registry");
    expect(within(region).queryByText(/Blind spot/)).toBeNull();
  });

  it("names a blind spot: every report from one country, or from one kind of outlet", () => {
    renderCoverage(oneCountryOneKind, 3);
    expect(
      screen.getByText("every report comes from publishers in one country, United Kingdom."),
    ).toHaveTextContent(/^Blind spot: every report comes from publishers in one country/);
    expect(screen.getByText("every report comes from private outlets.")).toBeInTheDocument();
    expect(screen.getByRole("img")).toHaveAccessibleName(
      "Reports by country: United Kingdom 3; by kind of outlet: private 3",
    );
  });

  it("in Arabic: country and kind names, blind spot and chart in Arabic", () => {
    renderCoverage(oneCountryOneKind, 3, "ar");
    expect(screen.getByRole("img")).toHaveAccessibleName(
      "التقارير حسب البلد: المملكة المتحدة 3؛ حسب نوع المنفذ الإعلامي: خاص 3",
    );
    expect(screen.getByText("كل التقارير من منافذ إعلامية خاصة.")).toBeInTheDocument();
    expect(listed()).toEqual({
      "التقارير حسب البلد": ["المملكة المتحدة 3"],
      "حسب نوع المنفذ الإعلامي": ["خاص 3"],
      "حسب اللغة": ["الإنجليزية 3"],
    });
  });

  it("without a known publisher, draws no chart and says why", () => {
    renderCoverage({ publishers: 2, countries: [], languages: [], kinds: [] }, 2);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText(/2 reports from publishers not in our registry/)).toBeInTheDocument();
  });
});
