/**
 * The page renderer the server loads (built by `vite build --ssr` into dist/server/, or
 * through Vite's `ssrLoadModule` in dev): the same App, engine and layouts as the browser,
 * rendered synchronously with every query prefilled, styles collected, queries dehydrated.
 * Manifest routes read feeds; built-in pages (story, search, status) get their data
 * resolved by the server beforehand (`PageDataSource.builtIn`).
 */
import config from "virtual:site-config";
import { dehydrate } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { ServerStyleSheet } from "styled-components";
import { eagerLayouts } from "../layouts/eager.ts";
import { App } from "./App.tsx";
import { createQueryClient } from "./engine/createQueryClient.ts";
import { manifestRouteData, type PageDataSource, type PrefilledQuery } from "./engine/pageData.ts";
import { builtInPageHead, builtInPageQueries } from "./pages/builtInPageQueries.ts";
import { BuiltInPagesProvider } from "./pages/builtInPages.tsx";
import { eagerPages } from "./pages/eagerPages.ts";
import { searchQueryString } from "./pages/searchParams.ts";
import { type FeedLink, feedLinks, routeHasFeeds, sectionFeedTitle } from "./shared/feedPaths.ts";
import type { RenderedPage } from "./shared/renderedPage.ts";
import { searchPagePath } from "./shared/searchPaths.ts";
import { serializeState } from "./shared/serializeState.ts";

export type { PageDataSource };

const home = config.manifest.routes.find((route) => route.path === "/");
/** Pages that have no feed of their own link the front page's. */
const siteFeeds: FeedLink[] =
  home && routeHasFeeds(home) ? feedLinks("/", sectionFeedTitle(home, config.site.title)) : [];

/** Renders the page at `url` (path and query) with the data `source` has now. */
export function renderPage(url: string, source: PageDataSource): RenderedPage {
  const path = url.split("?")[0] ?? url;
  const route = config.manifest.routes.find((entry) => entry.path === path);
  const builtIn = source.builtIn;
  const reads: string[] = [];
  const recording: PageDataSource = {
    feed: (endpoint) => {
      reads.push(endpoint);
      return source.feed(endpoint);
    },
  };
  let prefilled: PrefilledQuery[] = [];
  if (route) prefilled = manifestRouteData(route, recording);
  else if (builtIn) prefilled = builtInPageQueries(builtIn);
  const queryClient = createQueryClient();
  for (const [key, data] of prefilled) queryClient.setQueryData(key, data);

  const head = route
    ? { title: route.title, status: 200 as const }
    : builtIn
      ? builtInPageHead(builtIn)
      : { title: "Page not found", status: 404 as const };
  let feeds = siteFeeds;
  if (route && routeHasFeeds(route))
    feeds = feedLinks(route.path, sectionFeedTitle(route, config.site.title));
  else if (builtIn?.page === "search" && builtIn.query)
    feeds = feedLinks(
      searchPagePath,
      `${config.site.title}: ${head.title}`,
      searchQueryString(builtIn),
    );

  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location={url}>
          <BuiltInPagesProvider value={eagerPages}>
            <App config={config} queryClient={queryClient} layouts={eagerLayouts} />
          </BuiltInPagesProvider>
        </StaticRouter>,
      ),
    );
    return {
      status: head.status,
      title: `${head.title} | ${config.site.title}`,
      styles: sheet.getStyleTags(),
      html,
      state: serializeState(dehydrate(queryClient)),
      reads,
      feeds,
    };
  } finally {
    sheet.seal();
  }
}
