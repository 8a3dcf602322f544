import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import styled from "styled-components";
import { useDismiss } from "../components/useDismiss.ts";
import { useTexts } from "../engine/LanguageContext.tsx";
import { theme } from "../theme.ts";
import { GroupLinkItems } from "./GroupLinkItems.tsx";
import { ChevronIcon } from "./icons.tsx";
import { useMenu } from "./useMenu.ts";

/**
 * On a narrow screen the row scrolls sideways, and its end fades into the bar while more
 * groups hide past it (issue 49: "TECH & SCIENCE" cut at the edge said nothing of the rest):
 * the fade follows the row's scroll timeline (no script), gone once the row is scrolled to
 * its end; where there is no scroll timeline, it stays.
 */
const Nav = styled.nav`
  position: relative;
  z-index: 10;
  background: ${theme.color.panel};
  color: ${theme.color.onPanel};
  timeline-scope: --section-bar;
  ${theme.media.narrow} {
    &::after {
      content: "";
      position: absolute;
      top: 0;
      inset-inline-end: 0;
      width: 3rem;
      height: 2.75rem;
      pointer-events: none;
      background: linear-gradient(to right, transparent, ${theme.color.panel} 85%);
    }
    [dir="rtl"] &::after { transform: scaleX(-1); }
    @supports (animation-timeline: scroll()) {
      &::after { animation: section-bar-end linear both; animation-timeline: --section-bar; }
    }
  }
`;

const Row = styled.ul`
  display: flex;
  max-width: ${theme.pageWidth};
  margin: 0 auto;
  padding: 0 0.5rem;
  list-style: none;
  overflow-x: auto;
  scroll-timeline: --section-bar inline;
  scrollbar-width: none;
  ${theme.media.wide} { overflow: visible; }
  > li { flex: none; }
  ${theme.media.wide} { > li { position: relative; } }
`;

const GroupButton = styled.button`
  display: flex;
  align-items: center;
  gap: 0.3rem;
  height: 2.75rem;
  padding: 0 0.75rem;
  background: none;
  border: 0;
  color: inherit;
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.03em;
  text-transform: uppercase;
  white-space: nowrap;
  cursor: pointer;
  &[aria-expanded="true"] { background: ${theme.color.accentFill}; color: ${theme.color.onAccent}; }
  &[data-current] { box-shadow: inset 0 -3px 0 ${theme.color.accent}; }
  svg { transition: transform 150ms ease; }
  &[aria-expanded="true"] svg { transform: rotate(180deg); }
`;

const Dropdown = styled.ul`
  position: absolute;
  inset-inline: 0;
  top: 100%;
  margin: 0;
  padding: 0.5rem 0;
  list-style: none;
  background: ${theme.color.paper};
  color: ${theme.color.ink};
  border: 1px solid ${theme.color.rule};
  box-shadow: ${theme.shadow.panel};
  ${theme.media.wide} { inset-inline-end: auto; min-width: 13rem; }
  a { display: block; padding: 0.5rem 1rem; text-decoration: none; }
  a:hover, a.active { color: ${theme.color.accent}; background: ${theme.color.wash}; }
`;

/**
 * The second navigation: one dropdown per menu group. A mouse opens a group on
 * hover; touch and keyboard toggle it with a press. A click on a hovered group pins it.
 */
export function SecondNav() {
  const { TEXT } = useTexts();
  const groups = useMenu();
  const [open, setOpen] = useState<{ id: string; byHover: boolean } | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const rowRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const current = groups.find((group) => group.links.some((link) => link.path === pathname))?.id;
  // The current section's group scrolled into the row's view (the row only, never the page).
  useEffect(() => {
    const row = rowRef.current;
    const button = row?.querySelector(`[aria-controls="second-nav-${current}"]`);
    if (!row || !button) return;
    const box = row.getBoundingClientRect();
    const item = button.getBoundingClientRect();
    // scrollLeft is physical in either direction of text: the same sum works right to left.
    row.scrollLeft += Math.min(0, item.left - box.left) || Math.max(0, item.right - box.right);
  }, [current]);
  const close = useCallback(() => setOpen(null), []);
  useDismiss(open !== null, close, navRef, () =>
    navRef.current?.querySelector<HTMLElement>('button[aria-expanded="true"]'),
  );

  const isMouse = (event: PointerEvent) => event.pointerType === "mouse";
  return (
    <Nav ref={navRef} aria-label={TEXT.chrome.sections}>
      <Row ref={rowRef}>
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
              <GroupButton
                type="button"
                aria-expanded={isOpen}
                aria-controls={listId}
                data-current={group.id === current || undefined}
                onClick={() =>
                  setOpen(isOpen && !open?.byHover ? null : { id: group.id, byHover: false })
                }
              >
                {group.label}
                <ChevronIcon />
              </GroupButton>
              <Dropdown id={listId} hidden={!isOpen}>
                <GroupLinkItems links={group.links} onNavigate={close} />
              </Dropdown>
            </li>
          );
        })}
      </Row>
    </Nav>
  );
}
