import type { ValidConfig } from "../../shared/configValidation.ts";
import { type FeedFormat, feedFormats } from "../../shared/sitePaths.ts";
import { pageBodyAsync } from "../pages/pageBody.ts";
import { cacheControl } from "../responses/cachePolicy.ts";
import { PreparedResponse } from "../responses/preparedResponse.ts";
import { type FeedContent, feedDocuments } from "./feedDocuments.ts";

/** Both formats of one feed, compressed, with a strong ETag. */
export type PreparedFeeds = Record<FeedFormat, PreparedResponse>;

/** Where feeds link when config/site.json names no public address. */
const defaultSiteUrl = "http://localhost:8080/";

/** The absolute address of a site path, as feeds link it. */
export function siteAddress(config: ValidConfig, path: string): string {
  return new URL(path, config.site.url ?? defaultSiteUrl).href;
}

/** RSS and JSON Feed of `content`, kept by readers and shared caches for `seconds`. */
export async function prepareFeeds(
  content: FeedContent,
  seconds: number,
  securityHeaders: Record<string, string>,
): Promise<PreparedFeeds> {
  const documents = feedDocuments(content);
  const entries = await Promise.all(
    (Object.keys(feedFormats) as FeedFormat[]).map(async (format) => {
      const body = await pageBodyAsync(Buffer.from(documents[format]));
      const response = new PreparedResponse(body, {
        ...securityHeaders,
        "content-type": `${feedFormats[format].type}; charset=utf-8`,
        "cache-control": cacheControl(seconds, seconds),
      });
      return [format, response] as const;
    }),
  );
  return Object.fromEntries(entries) as PreparedFeeds;
}
