import { useCallback, useRef, useState } from "react";
import { Link } from "wouter";
import { useDismiss } from "../components/useDismiss.ts";
import { useSiteConfig } from "../engine/SiteConfigContext.tsx";
import styles from "./Header.module.css";
import { CloseIcon, MenuIcon, SearchIcon } from "./icons.tsx";
import { MenuPanel } from "./MenuPanel.tsx";
import { MenuSearch } from "./MenuSearch.tsx";
import { SocialLinks } from "./SocialLinks.tsx";
import { useMenu } from "./useMenu.ts";

type Panel = "menu" | "search" | "language" | null;

/**
 * The site header: menu toggle, logo and title linking home, social icons, the
 * menu search and the edition ('EN') button. One panel is open at a time; Escape
 * or a click elsewhere closes it.
 */
export function Header() {
  const { site } = useSiteConfig();
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
  const toggle = (panel: Exclude<Panel, null>) =>
    setOpen((current) => (current === panel ? null : panel));

  return (
    <header className={styles.bar} ref={headerRef}>
      <div className={styles.row}>
        <button
          className={styles.iconButton}
          ref={toggles.menu}
          type="button"
          aria-label={open === "menu" ? "Close menu" : "Open menu"}
          aria-expanded={open === "menu"}
          aria-controls="site-menu"
          onClick={() => toggle("menu")}
        >
          {open === "menu" ? <CloseIcon /> : <MenuIcon />}
          <span className={styles.menuLabel} aria-hidden="true">
            Menu
          </span>
        </button>
        {/* Right after its toggle, so Tab moves from the button into the open menu. */}
        <MenuPanel id="site-menu" open={open === "menu"} groups={groups} onNavigate={close} />
        <Link to="/" className={styles.brand}>
          <img src={site.logo} alt="" width={36} height={36} />
          <span>{site.title}</span>
        </Link>
        <SocialLinks className={styles.wideSocial} />
        <button
          className={styles.iconButton}
          ref={toggles.search}
          type="button"
          aria-label="Search sections"
          aria-expanded={open === "search"}
          aria-controls="site-search"
          onClick={() => toggle("search")}
        >
          <SearchIcon />
        </button>
        <button
          className={styles.iconButton}
          ref={toggles.language}
          type="button"
          aria-label="EN: English edition"
          aria-expanded={open === "language"}
          aria-controls="site-language"
          onClick={() => toggle("language")}
        >
          EN
        </button>
      </div>
      {open === "search" && <MenuSearch id="site-search" groups={groups} onNavigate={close} />}
      {open === "language" && (
        <p className={styles.languageNote} id="site-language" role="status">
          You are reading the English edition, the only one available for now.
        </p>
      )}
    </header>
  );
}
