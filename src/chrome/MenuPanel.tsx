import { useState } from "react";
import { NavLink } from "../engine/NavLink.tsx";
import { ChevronIcon } from "./icons.tsx";
import styles from "./MenuPanel.module.css";
import type { MenuGroup } from "./menuModel.ts";
import { SocialLinks } from "./SocialLinks.tsx";

/**
 * The slide-down site menu: collapsible category groups, only one expanded at a time.
 * Hidden (not just moved) when closed, so its links leave the tab order.
 */
export function MenuPanel({
  id,
  open,
  groups,
  onNavigate,
}: {
  id: string;
  open: boolean;
  groups: readonly MenuGroup[];
  onNavigate: () => void;
}) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <nav
      id={id}
      className={open ? `${styles.panel} ${styles.open}` : styles.panel}
      aria-label="Site menu"
      aria-hidden={!open}
    >
      <ul className={styles.groups}>
        {groups.map((group) => {
          const isOpen = expanded === group.id;
          const listId = `${id}-${group.id}`;
          return (
            <li key={group.id}>
              <button
                type="button"
                className={styles.groupButton}
                aria-expanded={isOpen}
                aria-controls={listId}
                onClick={() => setExpanded(isOpen ? null : group.id)}
              >
                {group.label}
                <ChevronIcon />
              </button>
              <ul className={styles.links} id={listId} hidden={!isOpen}>
                {group.links.map((link) => (
                  <li key={link.path}>
                    <NavLink to={link.path} onClick={onNavigate}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <SocialLinks className={styles.social} />
    </nav>
  );
}
