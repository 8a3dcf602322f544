import type { Language } from "../shared/languageHref.ts";
import { labelIn } from "../shared/localizedLabel.ts";
import type { Manifest } from "../shared/manifest.ts";
import type { SiteConfig } from "../shared/siteConfig.ts";

export interface MenuLink {
  label: string;
  path: string;
}

export interface MenuGroup {
  id: string;
  label: string;
  links: MenuLink[];
}

/**
 * The menu, built from config only: groups in `site.json` order, each holding the
 * routes and redirects whose `menu.group` names it, in manifest order; names in `lang`.
 */
export function buildMenu(site: SiteConfig, manifest: Manifest, lang: Language): MenuGroup[] {
  const entries = [
    ...manifest.routes.map((route) => ({ menu: route.menu, path: route.path })),
    ...manifest.redirects.map((redirect) => ({ menu: redirect.menu, path: redirect.from })),
  ];
  return site.menuGroups
    .map((group) => ({
      id: group.id,
      label: labelIn(group.label, lang),
      links: entries
        .filter((entry) => entry.menu?.group === group.id)
        .flatMap((entry) =>
          entry.menu ? [{ label: labelIn(entry.menu.label, lang), path: entry.path }] : [],
        ),
    }))
    .filter((group) => group.links.length > 0);
}

/**
 * Menu search: a case-insensitive plain-text match on names (never a regex, so
 * `(`, `[` or `*` are just characters). A group whose name matches keeps all its
 * links; otherwise it keeps only the links whose names match.
 */
export function filterMenu(groups: readonly MenuGroup[], query: string): MenuGroup[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === "") return [...groups];
  const matches = (name: string) => name.toLocaleLowerCase().includes(needle);
  return groups.flatMap((group) => {
    if (matches(group.label)) return [group];
    const links = group.links.filter((link) => matches(link.label));
    return links.length > 0 ? [{ ...group, links }] : [];
  });
}
