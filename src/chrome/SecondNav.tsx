import { type PointerEvent, useCallback, useRef, useState } from "react";
import { useDismiss } from "../components/useDismiss.ts";
import { NavLink } from "../engine/NavLink.tsx";
import { ChevronIcon } from "./icons.tsx";
import styles from "./SecondNav.module.css";
import { useMenu } from "./useMenu.ts";

/**
 * The second navigation: one dropdown per menu group. A mouse opens a group on
 * hover; touch and keyboard toggle it with a press. A click on a hovered group pins it.
 */
export function SecondNav() {
  const groups = useMenu();
  const [open, setOpen] = useState<{ id: string; byHover: boolean } | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(null), []);
  useDismiss(open !== null, close, navRef, () =>
    navRef.current?.querySelector<HTMLElement>('button[aria-expanded="true"]'),
  );

  const isMouse = (event: PointerEvent) => event.pointerType === "mouse";
  return (
    <nav className={styles.nav} ref={navRef} aria-label="Sections">
      <ul className={styles.row}>
        {groups.map((group) => {
          const isOpen = open?.id === group.id;
          const listId = `second-nav-${group.id}`;
          return (
            <li
              key={group.id}
              onPointerEnter={(event) => {
                if (isMouse(event) && !(open && !open.byHover))
                  setOpen({ id: group.id, byHover: true });
              }}
              onPointerLeave={(event) => {
                if (isMouse(event) && open?.byHover) setOpen(null);
              }}
            >
              <button
                type="button"
                className={styles.groupButton}
                aria-expanded={isOpen}
                aria-controls={listId}
                onClick={() =>
                  setOpen(isOpen && !open?.byHover ? null : { id: group.id, byHover: false })
                }
              >
                {group.label}
                <ChevronIcon />
              </button>
              <ul className={styles.dropdown} id={listId} hidden={!isOpen}>
                {group.links.map((link) => (
                  <li key={link.path}>
                    <NavLink to={link.path} onClick={close}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
