/**
 * A URL's host name, lower case (IDNs in their ASCII form, as URL gives them); undefined for
 * what is no URL or has no host. The one reading of a host: the archive's `site:`, who
 * publishes a feed, and the registry's lookups all start from it.
 */
export function urlHost(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}
