import { useState } from "react";
import styled from "styled-components";
import { useTexts } from "../engine/LanguageContext.tsx";
import { theme } from "../theme.ts";
import { GroupLinkItems } from "./GroupLinkItems.tsx";
import { ChevronIcon } from "./icons.tsx";
import type { MenuGroup } from "./menuModel.ts";
import { SocialLinks } from "./SocialLinks.tsx";

const Panel = styled.nav`
  position: absolute;
  inset-inline: 0;
  top: 100%;
  z-index: 30;
  max-height: calc(100vh - 4rem);
  overflow-y: auto;
  background: ${theme.color.paper};
  border-bottom: 1px solid ${theme.color.rule};
  box-shadow: ${theme.shadow.panel};
  /* Visible at once on opening (so Tab reaches the links straight away), hidden only
     after the slide on closing. */
  transition: transform 180ms ease, opacity 180ms ease, visibility 0s linear 180ms;
  transform: translateY(-0.75rem);
  opacity: 0;
  visibility: hidden;
  &:where([data-open]) { transform: none; opacity: 1; visibility: visible; transition-delay: 0s; }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const Groups = styled.ul`
  list-style: none;
  margin: 0 auto;
  padding: 0.5rem 1rem 1rem;
  max-width: ${theme.pageWidth};
  display: grid;
  gap: 0 2rem;
  ${theme.media.wide} { grid-template-columns: repeat(3, 1fr); }
`;

const GroupButton = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  padding: 0.75rem 0.25rem;
  background: none;
  border: 0;
  border-bottom: 1px solid ${theme.color.rule};
  font-weight: 700;
  font-size: 1rem;
  color: ${theme.color.ink};
  cursor: pointer;
  svg { transition: transform 150ms ease; }
  &[aria-expanded="true"] svg { transform: rotate(180deg); }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding-block: 0.25rem 0.75rem;
  padding-inline: 0.75rem 0;
  a {
    display: block;
    padding: 0.4rem 0.25rem;
    text-decoration: none;
    color: ${theme.color.ink};
  }
  a:hover, a.active { color: ${theme.color.accent}; }
`;

const Social = styled(SocialLinks)`
  padding: 0 1rem 1rem;
  max-width: ${theme.pageWidth};
  margin: 0 auto;
`;

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
  const { TEXT } = useTexts();
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <Panel
      id={id}
      aria-label={TEXT.chrome.siteMenu}
      data-open={open || undefined}
      aria-hidden={!open}
    >
      <Groups>
        {groups.map((group) => {
          const isOpen = expanded === group.id;
          const listId = `${id}-${group.id}`;
          return (
            <li key={group.id}>
              <GroupButton
                type="button"
                aria-expanded={isOpen}
                aria-controls={listId}
                onClick={() => setExpanded(isOpen ? null : group.id)}
              >
                {group.label}
                <ChevronIcon />
              </GroupButton>
              <Links id={listId} hidden={!isOpen}>
                <GroupLinkItems links={group.links} onNavigate={onNavigate} />
              </Links>
            </li>
          );
        })}
      </Groups>
      <Social />
    </Panel>
  );
}
