/** The API answered with a status other than 2xx. */
export class ResponseError extends Error {
  override name = "ResponseError";
  constructor(readonly status: number) {
    super(`Request failed with status ${status}`);
  }
}

/**
 * GETs one of the site's API paths. Like the spec's world-news call, a non-OK status
 * (`ResponseError`) or a non-JSON answer is an error. `cache: "no-cache"` revalidates what
 * the browser holds (live updates know it changed).
 */
export async function fetchJson(
  url: string,
  signal?: AbortSignal,
  cache?: RequestCache,
): Promise<Response> {
  const response = await fetch(url, { headers: { Accept: "application/json" }, signal, cache });
  if (!response.ok) throw new ResponseError(response.status);
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json"))
    throw new Error(`Expected JSON but received ${type || "no content type"}`);
  return response;
}
