import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { articleLinkSelector } from "../../src/components/articleLinkSelector.ts";
import { routeEndpoints } from "../../src/shared/routeSlots.ts";
import { makeArticles } from "../support/articles.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { setUpLayoutTests } from "../support/layoutTest.ts";
import { defaultConfig, renderSite } from "../support/renderSite.tsx";

setUpLayoutTests();

/** One route of each layout that shows feed articles. */
const routes = [
  ...new Map(
    defaultConfig.manifest.routes
      .filter((route) => routeEndpoints(route).length > 0)
      .map((route) => [route.layout, route]),
  ).values(),
];

const hrefsOf = (links: Iterable<Element>) =>
  new Set([...links].map((link) => link.getAttribute("href")));

describe("articles are headings a screen reader (and j / k) can jump through", () => {
  it.each(routes.map((route) => [route.path, route] as const))(
    "%s: every article a reader can focus has its link in an h2 or h3 under the page's h1",
    async (_path, route) => {
      // Articles distinct per endpoint, so that each slot's articles are its own.
      stubFeedApi(
        Object.fromEntries(
          routeEndpoints(route).map((endpoint) => [
            endpoint,
            {
              json: makeArticles(10).map((article) => ({
                ...article,
                link: `${article.link}/${endpoint}`,
              })),
            },
          ]),
        ),
      );
      const { container } = renderSite(route.path);
      const main = container.querySelector("main") as HTMLElement;
      await waitFor(() =>
        expect(main.querySelectorAll(articleLinkSelector).length).toBeGreaterThan(2),
      );
      const focusable = main.querySelectorAll('a[target="_blank"]:not([aria-hidden])');
      const articles = [...main.querySelectorAll(articleLinkSelector)];
      expect(hrefsOf(articles)).toEqual(hrefsOf(focusable));
      const [h1, ...otherH1s] = main.querySelectorAll("h1");
      expect(h1).toBeDefined();
      expect(otherH1s).toEqual([]);
      for (const link of articles)
        if (h1)
          expect(h1.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );
});
