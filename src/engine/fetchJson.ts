/**
 * GETs one of the site's API paths. Like the spec's world-news call, a non-OK status (the
 * error's `cause`) or a non-JSON answer is an error. `cache: "no-cache"` revalidates what
 * the browser holds (live updates know it changed).
 */
export async function fetchJson(
  url: string,
  signal?: AbortSignal,
  cache?: RequestCache,
): Promise<Response> {
  const response = await fetch(url, { headers: { Accept: "application/json" }, signal, cache });
  if (!response.ok)
    throw new Error(`Request failed with status ${response.status}`, { cause: response.status });
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json"))
    throw new Error(`Expected JSON but received ${type || "no content type"}`);
  return response;
}
