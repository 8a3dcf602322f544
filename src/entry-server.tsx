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
import { loadedUpFront } from "./engine/builtInPage.ts";
import { createQueryClient } from "./engine/createQueryClient.ts";
import { manifestRouteData, type PrefilledQuery } from "./engine/pageData.ts";
import { builtInPages } from "./pages/index.ts";
import { podcastsKey } from "./player/podcastQueries.ts";
import type { Catalogue } from "./shared/catalogue.ts";
import { english, wholeCatalogue } from "./shared/englishCatalogue.ts";
import { type FeedLink, feedLinks, routeHasFeeds, sectionFeedTitle } from "./shared/feedLinks.ts";
import { languageAlternates } from "./shared/languageAlternates.ts";
import { type Language, languageOf } from "./shared/languageHref.ts";
import { catalogueOf, languages } from "./shared/languages.ts";
import { labelIn } from "./shared/localizedLabel.ts";
import { titlesIn } from "./shared/pageTexts.ts";
import { showEndpointId } from "./shared/podcastRegistry.ts";
import type { PageDataSource, RenderedPage } from "./shared/renderedPage.ts";
import { serializeState } from "./shared/serializeState.ts";
import { splitPreloads } from "./shared/splitPreloads.ts";

export type { PageDataSource };

const home = config.manifest.routes.find((route) => route.path === "/");
/** Every built-in page's module, loaded before the first rendering: none suspends. */
const pages = await loadedUpFront(builtInPages);

/** Every language's catalogue, loaded before the first rendering. */
const catalogues = new Map<Language, Catalogue>(
  await Promise.all(
    languages.map(
      async ({ code }) => [code, wholeCatalogue((await catalogueOf(code)) ?? {})] as const,
    ),
  ),
);

/** Pages that have no feed of their own link the front page's. */
const siteFeeds: FeedLink[] =
  home && routeHasFeeds(home) ? feedLinks("/", sectionFeedTitle(home, config.site.title)) : [];

/** Renders the page at `url` (path and query) with the data `source` has now. */
export function renderPage(url: string, source: PageDataSource): RenderedPage {
  const path = url.split("?")[0] ?? url;
  const lang = languageOf(url.slice(path.length));
  const texts = catalogues.get(lang) ?? english;
  const route = config.manifest.routes.find((entry) => entry.path === path);
  const builtIn = source.builtIn;
  const reads: string[] = [];
  const recording: PageDataSource = {
    feed: (endpoint) => {
      reads.push(endpoint);
      return source.feed(endpoint);
    },
  };
  const page = builtIn && pages.find((candidate) => candidate.name === builtIn.page);
  let prefilled: PrefilledQuery[] = [];
  if (route) prefilled = manifestRouteData(route, recording, lang, config.editions);
  else if (page && builtIn) prefilled = page.screen.queries(builtIn);
  // /podcast and /live (issue 46): the overview the server resolved, rendered again when a
  // show's episodes change.
  if (route && source.podcasts) {
    prefilled.push([podcastsKey(lang), source.podcasts]);
    for (const category of source.podcasts.categories)
      for (const show of category.shows) reads.push(showEndpointId(show.id));
  }
  const queryClient = createQueryClient();
  // Stamped with when the data was current, not now (see PageDataSource.readAt).
  const updatedAt = source.readAt ?? Date.now();
  for (const [key, data] of prefilled) queryClient.setQueryData(key, data, { updatedAt });

  const head = route
    ? { title: labelIn(route.title, lang), status: 200 as const }
    : page && builtIn
      ? page.screen.head(builtIn, texts)
      : { title: titlesIn(texts).notFound, status: 404 as const };
  let feeds = siteFeeds;
  if (route && routeHasFeeds(route))
    feeds = feedLinks(route.path, sectionFeedTitle(route, config.site.title));
  else if (page && builtIn)
    feeds = page.screen.feeds?.(builtIn, `${config.site.title}: ${head.title}`) ?? feeds;

  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location={url}>
          <App
            config={config}
            queryClient={queryClient}
            layouts={eagerLayouts}
            builtInPages={pages}
            language={{ lang, texts }}
          />
        </StaticRouter>,
      ),
    );
    const { preloads, markup } = splitPreloads(html);
    return {
      status: head.status,
      title: `${head.title} | ${config.site.title}`,
      styles: sheet.getStyleTags(),
      preloads,
      html: markup,
      state: serializeState(dehydrate(queryClient)),
      reads,
      feeds,
      ...languageAlternates(url, lang, config.site.url),
    };
  } finally {
    sheet.seal();
  }
}
