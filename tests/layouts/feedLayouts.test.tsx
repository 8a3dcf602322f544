import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { routeEndpoints } from "../../src/shared/routeSlots.ts";
import { makeArticles } from "../support/articles.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { setUpLayoutTests } from "../support/layoutTest.ts";
import { defaultConfig, renderSite } from "../support/renderSite.tsx";
import { expectArticleLinksOpenInNewTab, MARKUP_TITLE } from "./layoutAssertions.ts";

setUpLayoutTests();
// Transform the layouts' lazy chunks once up front, so the first test does not wait for them.
beforeAll(
  () =>
    Promise.all([
      import("../../layouts/science/ScienceLayout.tsx"),
      import("../../layouts/lifestyle/LifestyleLayout.tsx"),
      import("../../layouts/sports/SportsLayout.tsx"),
      import("../../layouts/arts/ArtsLayout.tsx"),
      import("../../layouts/grid/GridLayout.tsx"),
      import("../../layouts/health/HealthLayout.tsx"),
      import("../../layouts/food/FoodLayout.tsx"),
    ]),
  30_000,
);

/** One route of each feed-backed layout of issue 5. */
const PATHS = ["/science", "/lifestyle", "/sports", "/art", "/economy", "/health", "/food"];

describe("every feed layout of these pages", () => {
  it.each(PATHS)(
    "%s renders article text as text and opens every article in a new tab",
    async (path) => {
      const route = defaultConfig.manifest.routes.find((entry) => entry.path === path);
      if (!route) throw new Error(`no route ${path}`);
      const markup = makeArticles(12, {
        title: MARKUP_TITLE,
        description: "<script>alert(1)</script><i>italic</i>",
      }).map((article, i) => ({ ...article, title: `${MARKUP_TITLE} ${i + 1}` }));
      stubFeedApi(
        Object.fromEntries(routeEndpoints(route).map((endpoint) => [endpoint, { json: markup }])),
      );
      const { container } = renderSite(path);
      await waitFor(() =>
        expect(screen.getAllByText((text) => text.startsWith(MARKUP_TITLE)).length).toBeGreaterThan(
          2,
        ),
      );
      const main = container.querySelector("main") ?? container;
      expect(main.querySelector("b, i, script, img[onerror]")).toBeNull();
      expectArticleLinksOpenInNewTab(main as HTMLElement);
    },
  );
});
