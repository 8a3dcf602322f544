import type { QueryKey } from "@tanstack/react-query";
import { type EditionMap, servedId } from "../shared/editionEndpoints.ts";
import type { EndpointData } from "../shared/endpointData.ts";
import { defaultLanguage, type Language } from "../shared/languageHref.ts";
import type { RouteEntry } from "../shared/manifest.ts";
import type { PageDataSource } from "../shared/renderedPage.ts";
import { routeEndpoints } from "../shared/routeSlots.ts";
import { endpointKey } from "./endpointQueries.ts";

/** One query to prefill before rendering: the key the page's hooks read, and its data. */
export type PrefilledQuery = readonly [key: QueryKey, data: unknown];

/**
 * The data a manifest route's page reads: each of its endpoints under `endpointKey`, in a
 * page in another language its edition in it where it has one (as RoutePage reads them).
 * Built-in pages prefill theirs (`BuiltInPage.queries`).
 */
export function manifestRouteData(
  route: RouteEntry,
  source: Pick<PageDataSource, "feed">,
  lang: Language = defaultLanguage,
  editions: EditionMap = {},
): PrefilledQuery[] {
  const queries: PrefilledQuery[] = [];
  for (const endpoint of routeEndpoints(route)) {
    const id = servedId(endpoint, lang, editions);
    // An edition the server has nothing of (its feeds file is not the build's) shows its
    // endpoint's articles, as the API's `?lang=` then answers.
    const data = source.feed(id) ?? (id === endpoint ? undefined : source.feed(endpoint));
    if (data) queries.push([endpointKey(id), withoutBodies(data)]);
  }
  return queries;
}

/**
 * An endpoint's data as a page carries it: each article without its `content`, the full
 * text a real feed sends (often most of its bytes), which no screen shows. The page's HTML
 * repeats what it prefills in its dehydrated state, parsed before hydrating.
 */
function withoutBodies(data: EndpointData): EndpointData {
  return {
    ...data,
    articles: data.articles.map((article) =>
      article.content ? { ...article, content: "" } : article,
    ),
  };
}
