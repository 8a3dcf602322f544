import { useId, useMemo, useState } from "react";
import { Link } from "wouter";
import { searchPagePath } from "../shared/searchPaths.ts";
import styles from "./MenuSearch.module.css";
import { filterMenu, type MenuGroup } from "./menuModel.ts";

/** The entry that hands the typed text to the article search (issue 12). */
export const searchArticlesLabel = (text: string) => `Search articles for '${text}'`;

/** The search page's address for `text`. */
export const searchArticlesPath = (text: string) =>
  `${searchPagePath}?${new URLSearchParams({ q: text })}`;

/**
 * The header search box: filters menu groups and their links by name as you type, and
 * offers to search the articles for the typed text.
 */
export function MenuSearch({
  id,
  groups,
  onNavigate,
}: {
  id: string;
  groups: readonly MenuGroup[];
  onNavigate: () => void;
}) {
  const [query, setQuery] = useState("");
  const inputId = useId();
  const results = useMemo(() => filterMenu(groups, query), [groups, query]);
  const text = query.trim();
  const searching = text !== "";
  return (
    // biome-ignore lint/a11y/useSemanticElements: kept the element it was (a div landmark); <search> would change the markup
    <div className={styles.box} id={id} role="search">
      <div>
        <label htmlFor={inputId} className="visually-hidden">
          Search sections
        </label>
        <input
          id={inputId}
          type="search"
          placeholder="Search sections"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the box opens on request, focus belongs in it
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {searching && results.length === 0 && (
          <p className={styles.empty} role="status">
            No results found
          </p>
        )}
        {searching && results.length > 0 && (
          <ul className={styles.results} aria-label="Matching sections">
            {results.map((group) => (
              <li key={group.id}>
                <strong>{group.label}</strong>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.path}>
                      <Link to={link.path} onClick={onNavigate}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        {searching && (
          // A document navigation: the search page is rendered by the server for any query.
          <a className={styles.articleSearch} href={searchArticlesPath(text)}>
            {searchArticlesLabel(text)}
          </a>
        )}
      </div>
    </div>
  );
}
