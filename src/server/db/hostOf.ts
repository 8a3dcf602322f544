/**
 * A link's host name as the archive keeps it for `site:` (issue 39): lower case, IDNs in
 * their ASCII form (as URL gives them), null for what is no URL.
 */
export function hostOf(link: string): string | null {
  try {
    return new URL(link).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}
