import { lazy, Suspense, useCallback, useRef, useState } from "react";
import styled from "styled-components";
import { useDismiss } from "../components/useDismiss.ts";
import { useLanguage, useLocalHref, useTexts } from "../engine/LanguageContext.tsx";
import { Link } from "../engine/RouterLink.tsx";
import { useSiteConfig } from "../engine/SiteConfigContext.tsx";
import { theme } from "../theme.ts";
import { searchPanelId } from "./headerPanels.ts";
import { CloseIcon, MenuIcon, SearchIcon } from "./icons.tsx";
import { MenuPanel } from "./MenuPanel.tsx";
import { SocialLinks } from "./SocialLinks.tsx";
import { ThemeButton } from "./ThemeButton.tsx";
import { useMenu } from "./useMenu.ts";

type Panel = "menu" | "search" | "language" | null;

/** Loaded when first opened: most visits never open them, so they stay out of every page's bundle. */
const LanguageMenu = lazy(() =>
  import("./LanguageMenu.tsx").then((module) => ({ default: module.LanguageMenu })),
);
const MenuSearch = lazy(() =>
  import("./MenuSearch.tsx").then((module) => ({ default: module.MenuSearch })),
);

const Bar = styled.header`
  position: relative;
  z-index: 20;
  background: ${theme.color.paper};
  border-bottom: 1px solid ${theme.color.rule};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  max-width: ${theme.pageWidth};
  height: 4rem;
  margin: 0 auto;
  padding: 0 0.5rem;
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-width: 0;
  margin-inline-end: auto;
  text-decoration: none;
  img { width: 2.25rem; height: 2.25rem; flex: none; }
  span {
    font-family: ${theme.font.serif};
    font-size: clamp(1.25rem, 4vw, 1.75rem);
    font-weight: 700;
    letter-spacing: -0.01em;
    white-space: nowrap;
  }
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 2.5rem;
  height: 2.5rem;
  padding: 0 0.5rem;
  gap: 0.35rem;
  grid-auto-flow: column;
  background: none;
  border: 0;
  border-radius: 4px;
  color: ${theme.color.ink};
  font-weight: 700;
  cursor: pointer;
  &:hover, &[aria-expanded="true"] { background: ${theme.color.wash}; }
`;

const MenuLabel = styled.span`
  ${theme.media.narrow} { display: none; }
`;

const WideSocial = styled(SocialLinks)`
  ${theme.media.narrow} { display: none; }
`;

/**
 * The site header: menu toggle, logo and title linking home, social icons, the
 * menu search and the edition ('EN') button, which opens the language menu. One panel is open at a time; Escape
 * or a click elsewhere closes it.
 */
export function Header() {
  const { site } = useSiteConfig();
  const { TEXT } = useTexts();
  const local = useLocalHref();
  const groups = useMenu();
  const [open, setOpen] = useState<Panel>(null);
  const headerRef = useRef<HTMLElement>(null);
  const toggles = {
    menu: useRef<HTMLButtonElement>(null),
    search: useRef<HTMLButtonElement>(null),
    language: useRef<HTMLButtonElement>(null),
  };
  const close = useCallback(() => setOpen(null), []);
  useDismiss(open !== null, close, headerRef, () => (open ? toggles[open].current : null));
  /** What each panel's toggle button says and does. */
  const toggle = (panel: Exclude<Panel, null>, controls: string) => ({
    ref: toggles[panel],
    type: "button" as const,
    "aria-expanded": open === panel,
    "aria-controls": controls,
    onClick: () => setOpen((current) => (current === panel ? null : panel)),
  });

  return (
    <Bar ref={headerRef}>
      <Row>
        <IconButton
          {...toggle("menu", "site-menu")}
          aria-label={open === "menu" ? TEXT.chrome.closeMenu : TEXT.chrome.openMenu}
        >
          {open === "menu" ? <CloseIcon /> : <MenuIcon />}
          <MenuLabel aria-hidden="true">{TEXT.chrome.menu}</MenuLabel>
        </IconButton>
        {/* Right after its toggle, so Tab moves from the button into the open menu. */}
        <MenuPanel id="site-menu" open={open === "menu"} groups={groups} onNavigate={close} />
        <Brand to={local("/")}>
          <img src={site.logo} alt="" width={36} height={36} />
          <span>{site.title}</span>
        </Brand>
        <WideSocial />
        <IconButton {...toggle("search", searchPanelId)} aria-label={TEXT.chrome.searchSections}>
          <SearchIcon />
        </IconButton>
        <ThemeButton button={IconButton} />
        <IconButton {...toggle("language", "site-language")} aria-label={TEXT.language.edition}>
          {useLanguage().toUpperCase()}
        </IconButton>
      </Row>
      {open === "search" && (
        <Suspense>
          <MenuSearch id={searchPanelId} groups={groups} onNavigate={close} />
        </Suspense>
      )}
      {open === "language" && (
        <Suspense>
          <LanguageMenu id="site-language" />
        </Suspense>
      )}
    </Bar>
  );
}
