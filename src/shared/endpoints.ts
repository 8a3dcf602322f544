/** The API namespaces of the spec's "The calls it makes": `/public/api/bbc/<name>` and `/public/api/newYork/<name>`. */
export const apiNamespaces = ["bbc", "newYork"] as const;
export type ApiNamespace = (typeof apiNamespaces)[number];

/** Prefix every feed endpoint is served under. */
export const apiBasePath = "/public/api";

/** Sources' and endpoints' health, as JSON. */
export const statusApiPath = `${apiBasePath}/status`;

/** An endpoint id such as `bbc/breaking` or `newYork/updatesAfrican` (validated by `endpointIdSchema`). */
export type EndpointId = string;

/** The URL the browser fetches for an endpoint. */
export function endpointUrl(endpoint: EndpointId): string {
  return `${apiBasePath}/${endpoint}`;
}
