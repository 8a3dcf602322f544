/** The API namespaces of the spec's "The calls it makes": `/public/api/bbc/<name>` and `/public/api/newYork/<name>`. */
export const apiNamespaces = ["bbc", "newYork"] as const;
export type ApiNamespace = (typeof apiNamespaces)[number];

/** An endpoint id such as `bbc/breaking` or `newYork/updatesAfrican` (validated by `endpointIdSchema`). */
export type EndpointId = string;
