import { describe, expect, it } from "vitest";
import { formatProblem, validateConfig } from "../../src/shared/configValidation.ts";
import { labelProblems } from "../../src/shared/labelProblems.ts";
import { labelIn } from "../../src/shared/localizedLabel.ts";
import { readConfigFiles } from "../../src/shared/readConfigFiles.ts";

const minimalDir = "tests/fixtures/config/minimal";

/** A label as the fixture's JSON holds it. */
type LabelJson = Partial<Record<string, string>>;

/** The parts of the minimal fixture's JSON the tests edit. */
interface MinimalRoutes {
  routes: [
    { menu: { label: LabelJson | string } },
    { title: LabelJson; options: { listTitle: LabelJson } },
  ];
}
interface MinimalSite {
  menuGroups: [{ label: LabelJson }];
  ad: { label: LabelJson };
}

/** The minimal config after `edit` changes its parsed JSON (routes and site). */
async function problemsAfter(
  edit: (routes: MinimalRoutes, site: MinimalSite) => void,
): Promise<string[]> {
  const files = await readConfigFiles(minimalDir);
  const routes = structuredClone(files.routes.data) as MinimalRoutes;
  const site = structuredClone(files.site.data) as MinimalSite;
  edit(routes, site);
  const result = validateConfig({
    ...files,
    routes: { ...files.routes, data: routes },
    site: { ...files.site, data: site },
  });
  return result.ok ? [] : result.problems.map(formatProblem);
}

const needs = "every label needs en, es, fr, ar";

describe("labels in every interface language", () => {
  it("the shipped config gives every label in every language", async () => {
    const files = await readConfigFiles("config");
    const result = validateConfig(files);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
    expect(labelProblems(result.config, files)).toEqual([]);
  });

  it("names the file, the route, the JSON path and the language a label lacks", async () => {
    expect(
      await problemsAfter((routes) => {
        delete routes.routes[1].title.ar;
        routes.routes[0].menu.label = "Front";
        delete routes.routes[1].options.listTitle.es;
      }),
    ).toEqual([
      `${minimalDir}/routes.json: route "/" at routes[0].menu.label: label "Front" has no text in es, fr, ar; ${needs}`,
      `${minimalDir}/routes.json: route "/world" at routes[1].title: label "World" has no text in ar; ${needs}`,
      `${minimalDir}/routes.json: route "/world" at routes[1].options.listTitle: label "More" has no text in es; ${needs}`,
    ]);
  });

  it("checks site.json's menu group names and ad label", async () => {
    expect(
      await problemsAfter((_routes, site) => {
        delete site.menuGroups[0].label.fr;
        site.ad.label = { en: "Advertisement", es: "Publicidad" };
      }),
    ).toEqual([
      `${minimalDir}/site.json: at menuGroups[0].label: label "News" has no text in fr; ${needs}`,
      `${minimalDir}/site.json: at ad.label: label "Advertisement" has no text in fr, ar; ${needs}`,
    ]);
  });

  it("refuses a language the interface does not have, and an empty text", async () => {
    expect(
      await problemsAfter((routes) => {
        routes.routes[1].title.de = "Welt";
        routes.routes[1].options.listTitle.fr = "";
      }),
    ).toEqual([
      `${minimalDir}/routes.json: route "/world" at routes[1].title: unexpected key "de"`,
      `${minimalDir}/routes.json: route "/world" at routes[1].options.listTitle.fr: a label's text must not be empty (got "")`,
    ]);
  });

  it("reads a label in a language, English where it has none", () => {
    expect(labelIn({ en: "Africa", ar: "أفريقيا" }, "ar")).toBe("أفريقيا");
    expect(labelIn({ en: "Africa", ar: "أفريقيا" }, "fr")).toBe("Africa");
    expect(labelIn("Africa", "es")).toBe("Africa");
  });
});
