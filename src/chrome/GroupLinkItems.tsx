import { useLocalHref } from "../engine/LanguageContext.tsx";
import { NavLink } from "../engine/RouterLink.tsx";
import type { MenuLink } from "./menuModel.ts";

/** A menu group's links as list items (the menu panel's and the second nav's dropdowns). */
export function GroupLinkItems({
  links,
  onNavigate,
}: {
  links: readonly MenuLink[];
  onNavigate: () => void;
}) {
  const local = useLocalHref();
  return links.map((link) => (
    <li key={link.path}>
      <NavLink to={local(link.path)} onClick={onNavigate}>
        {link.label}
      </NavLink>
    </li>
  ));
}
