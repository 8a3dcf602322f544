import type { Article } from "./article.ts";

/**
 * What one API endpoint serves, as pages read it: its articles and whether they are the
 * bundled samples. (A publisher's feed is a "source"; the site's own RSS, a "section feed".)
 */
export interface EndpointData {
  articles: Article[];
  sample: boolean;
}
