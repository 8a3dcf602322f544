import { PreparedResponse } from "../responses/preparedResponse.ts";
import type { StaticFile } from "./staticFiles.ts";

/**
 * The HTML shell as a page's answer where nothing renders pages on the server (the browser
 * renders them): a 200, and a real 404 for what the server knows is not there.
 */
export function shellResponses(
  shell: StaticFile,
  securityHeaders: Record<string, string>,
): { page: PreparedResponse; notFound: PreparedResponse } {
  const headers = {
    ...securityHeaders,
    "content-type": shell.contentType,
    "cache-control": shell.cacheControl,
  };
  return {
    page: new PreparedResponse(shell, headers),
    notFound: new PreparedResponse(shell, headers, 404),
  };
}
