/**
 * The page renderer the server loads (built by `vite build --ssr` into dist/server/, or
 * through Vite's `ssrLoadModule` in dev): the same App, engine and layouts as the browser,
 * rendered synchronously with every query prefilled, styles collected, queries dehydrated.
 */
import config from "virtual:site-config";
import { dehydrate } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { ServerStyleSheet } from "styled-components";
import { eagerLayouts } from "../layouts/eager.ts";
import { App } from "./App.tsx";
import { createQueryClient } from "./engine/createQueryClient.ts";
import { manifestRouteData, type PageDataSource } from "./engine/pageData.ts";
import type { RenderedPage } from "./shared/renderedPage.ts";
import { serializeState } from "./shared/serializeState.ts";

export type { PageDataSource };

/** Renders the page at `url` (path and query) with the data `source` has now. */
export function renderPage(url: string, source: PageDataSource): RenderedPage {
  const path = url.split("?")[0] ?? url;
  const route = config.manifest.routes.find((entry) => entry.path === path);
  const reads: string[] = [];
  const recording: PageDataSource = {
    feed: (endpoint) => {
      reads.push(endpoint);
      return source.feed(endpoint);
    },
  };
  const queryClient = createQueryClient();
  for (const [key, data] of route ? manifestRouteData(route, recording) : [])
    queryClient.setQueryData(key, data);

  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location={url}>
          <App config={config} queryClient={queryClient} layouts={eagerLayouts} />
        </StaticRouter>,
      ),
    );
    return {
      status: route ? 200 : 404,
      title: `${route?.title ?? "Page not found"} | ${config.site.title}`,
      styles: sheet.getStyleTags(),
      html,
      state: serializeState(dehydrate(queryClient)),
      reads,
    };
  } finally {
    sheet.seal();
  }
}
