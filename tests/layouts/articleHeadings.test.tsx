import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { articleLinkSelector } from "../../src/components/ArticleLink.tsx";
import { routeEndpoints } from "../../src/shared/routeSlots.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { setUpLayoutTests } from "../support/layoutTest.ts";
import { defaultConfig, renderSite } from "../support/renderSite.tsx";

setUpLayoutTests();

/** One route of each layout that shows feed articles. */
const routes = [
  ...new Map(
    defaultConfig.manifest.routes
      .filter((route) => routeEndpoints(route).length > 0)
      .map((route) => [route.layout, route.path]),
  ).values(),
];

/** The article heading a link sits in, or the one it wraps (All News cards). */
const headingOf = (link: Element) => link.closest("h2, h3") ?? link.querySelector("h2, h3");

describe("articles are headings a screen reader can jump through", () => {
  it.each(routes)(
    "%s: every article's main link is an h2 or h3 under the page's h1",
    async (path) => {
      stubFeedApi();
      const { container } = renderSite(path);
      const main = container.querySelector("main") as HTMLElement;
      await waitFor(() =>
        expect(main.querySelectorAll(articleLinkSelector).length).toBeGreaterThan(2),
      );
      const h1s = main.querySelectorAll("h1");
      expect(h1s).toHaveLength(1);
      const [h1] = h1s;
      for (const link of main.querySelectorAll(articleLinkSelector)) {
        const heading = headingOf(link);
        expect(heading, link.textContent ?? "").not.toBeNull();
        if (heading && h1)
          expect(
            h1.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
          ).toBeTruthy();
      }
    },
  );
});
