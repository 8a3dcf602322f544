import { urlHost } from "../../shared/urlHost.ts";

/**
 * A link's host name as the archive keeps it for `site:` (issue 39): lower case, IDNs in
 * their ASCII form (as URL gives them), null for what is no URL.
 */
export function hostOf(link: string): string | null {
  return urlHost(link) ?? null;
}

/**
 * A host's labels in reverse order (`www.example.org` → `org.example.www`), as the archive
 * indexes it: a host and its subdomains are then one range of the index (see onHost).
 */
export function hostKey(host: string): string {
  return host.split(".").reverse().join(".");
}
