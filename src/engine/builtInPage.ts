import type { ComponentType } from "react";
import type { Catalogue } from "../shared/catalogue.ts";
import type { FeedLink } from "../shared/feedLinks.ts";
import type { PrefilledQuery } from "./pageData.ts";

/** The data the server resolved for a built-in page, named by the page it is for. */
export interface BuiltInData {
  page: string;
}

/** A built-in page's own module: its screen and what the server renderer asks of it. */
export interface BuiltInScreen<Data extends BuiltInData = BuiltInData> {
  Component: ComponentType;
  /** The queries its hooks read, prefilled from the server's data (no request on load). */
  queries(data: Data): PrefilledQuery[];
  /** The document title (before " | <site>") in the page's language, and the HTTP status. */
  head(data: Data, texts: Catalogue): { title: string; status: 200 | 404 };
  /** Feeds of its own, linked in place of the site's (given the document title). */
  feeds?(data: Data, title: string): FeedLink[] | undefined;
}

/**
 * A screen outside the manifest (Full Coverage, search, status), handed to `App` by the
 * product in a list, as layouts are: the engine routes to it and renders it, and knows
 * nothing else of it. Its module is loaded on demand (its own chunk in the browser: most
 * visits open none), so this entry stays a few bytes in every page's bundle.
 */
export interface BuiltInPage<Data extends BuiltInData = BuiltInData> {
  /** Matches `BuiltInData.page`. */
  name: Data["page"];
  /** Its route, in React Router's syntax (Fastify's too). */
  path: string;
  caseSensitive?: boolean;
  load(): Promise<BuiltInScreen<Data>>;
  /** Set when loaded up front (the server renderer: rendering never suspends). */
  screen?: BuiltInScreen<Data>;
}

/** A page whose module is loaded. */
export type LoadedBuiltInPage = BuiltInPage & { screen: BuiltInScreen };

/** Every page with its module loaded, for a renderer that must not suspend. */
export function loadedUpFront(pages: readonly BuiltInPage[]): Promise<LoadedBuiltInPage[]> {
  return Promise.all(pages.map(async (page) => ({ ...page, screen: await page.load() })));
}
