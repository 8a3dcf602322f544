import type { BuiltInPageData } from "./builtInPageData.ts";
import type { EndpointData } from "./endpointData.ts";
import type { EndpointId } from "./endpoints.ts";
import type { FeedLink } from "./feedLinks.ts";
import type { PodcastsOverview } from "./podcastApi.ts";

/**
 * The contract between the server and the page renderer (`src/entry-server.tsx`, built by
 * Vite because layouts import Vite's virtual modules): the server hands it a URL and a
 * data source, and composes the parts into the HTML shell.
 */
export interface RenderedPage {
  status: 200 | 404;
  /** The document title, plain text. */
  title: string;
  /** `<style>` elements of the styles the page uses. */
  styles: string;
  /** `<link rel="preload">` tags for the head, before its script (see splitPreloads). */
  preloads?: string;
  /** The app's markup, for inside `#root`. */
  html: string;
  /** The dehydrated queries as JSON, escaped for a `<script type="application/json">`. */
  state: string;
  /** The endpoints the page read: it is rendered again when one of them changes. */
  reads: string[];
  /** The feeds the page's head links (`<link rel="alternate">`). */
  feeds?: FeedLink[];
  /** The interface language (`<html lang>`), its direction, and the page in every language. */
  lang?: string;
  dir?: "ltr" | "rtl";
  alternates?: { hreflang: string; href: string }[];
}

/** What a page may read while it is rendered (the store's data, behind an interface). */
export interface PageDataSource {
  /** An endpoint's current articles, or undefined while it has none to serve (a 503). */
  feed(endpoint: EndpointId): EndpointData | undefined;
  /** The resolved data of a built-in page (story, search, status), when one is rendered. */
  builtIn?: BuiltInPageData;
  /** The podcasts overview, for a page whose layout shows it (issue 46). */
  podcasts?: PodcastsOverview;
  /**
   * When `feed` was last current (ms, the server's main-thread clock): the page's data time,
   * from which its live updates stream starts (`?after=`). Taken where the rendering is handed
   * over, not when it runs: a render thread that starts late would otherwise stamp a time
   * after a change its data does not have, and the page would never hear of that change.
   * Unset: the time of the rendering.
   */
  readAt?: number;
}

/** The id of the `<script type="application/json">` holding the dehydrated queries. */
export const queryStateElementId = "query-state";
