import type { OutgoingHttpHeaders } from "node:http";
import type { ValidConfig } from "../../shared/configValidation.ts";
import { cacheControl, routeRefreshSeconds } from "../responses/cachePolicy.ts";

const htmlContentType = "text/html; charset=utf-8";
/** Pages that read no feed (static text) change only with a deploy. */
const staticPageSeconds = 3_600;

/**
 * The headers of a rendered page: browsers revalidate every time (a 304 while the ETag
 * holds); shared caches keep it for the shortest refresh interval of the feeds it reads.
 * The not-found page is not kept by shared caches.
 */
export function pageHeaders(config: ValidConfig, securityHeaders: Record<string, string>) {
  const sharedSeconds = new Map(
    config.manifest.routes.map((route) => [
      route.path,
      Math.min(staticPageSeconds, routeRefreshSeconds(config.feeds, route)),
    ]),
  );
  return (path: string, status: number): OutgoingHttpHeaders => ({
    ...securityHeaders,
    "content-type": htmlContentType,
    "cache-control":
      status === 200 ? cacheControl(0, sharedSeconds.get(path) ?? staticPageSeconds) : "no-cache",
  });
}
