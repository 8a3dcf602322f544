import { useId, useMemo, useState } from "react";
import styled from "styled-components";
import { LanguageField, useLocalHref, useTexts } from "../engine/LanguageContext.tsx";
import { Link } from "../engine/RouterLink.tsx";
import { searchPagePath } from "../shared/sitePaths.ts";
import { theme } from "../theme.ts";
import { filterMenu, type MenuGroup } from "./menuModel.ts";

/** The search page's address for `text`. */
const searchArticlesPath = (text: string) =>
  `${searchPagePath}?${new URLSearchParams({ q: text })}`;

const Box = styled.div`
  position: absolute;
  inset-inline: 0;
  top: 100%;
  z-index: 31;
  background: ${theme.color.paper};
  border-bottom: 1px solid ${theme.color.rule};
  box-shadow: ${theme.shadow.panel};
  > form { max-width: ${theme.pageWidth}; margin: 0 auto; padding: 1rem; }
  input {
    width: 100%;
    padding: 0.7rem 0.9rem;
    font-size: 1.0625rem;
    border: 2px solid ${theme.color.ink};
    border-radius: 4px;
  }
`;

const Results = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.75rem 2rem;
  ${theme.media.wide} { grid-template-columns: repeat(3, 1fr); }
  strong { display: block; font-size: 0.8125rem; text-transform: uppercase; letter-spacing: 0.04em; color: ${theme.color.muted}; }
  ul { list-style: none; margin: 0.25rem 0 0; padding: 0; }
  a { display: inline-block; padding: 0.3rem 0; color: ${theme.color.link}; }
`;

const Empty = styled.p`
  margin: 0.75rem 0 0;
  color: ${theme.color.muted};
`;

// A document navigation: the search page is rendered by the server for any query.
const ArticleSearch = styled.a`
  display: inline-block;
  margin-top: 0.75rem;
  padding: 0.3rem 0;
  font-weight: 700;
  color: ${theme.color.link};
`;

/**
 * The header search box: filters menu groups and their links by name as you type, and
 * offers to search the articles for the typed text (its link, or Enter).
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
  const { TEXT } = useTexts();
  const local = useLocalHref();
  const [query, setQuery] = useState("");
  const inputId = useId();
  const results = useMemo(() => filterMenu(groups, query), [groups, query]);
  const text = query.trim();
  const searching = text !== "";
  return (
    <Box id={id} role="search">
      {/* Enter searches the articles: a document navigation, as the link below is. */}
      <form
        action={searchPagePath}
        method="get"
        onSubmit={(event) => {
          if (!searching) event.preventDefault();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {TEXT.chrome.searchSections}
        </label>
        <LanguageField />
        <input
          id={inputId}
          name="q"
          type="search"
          placeholder={TEXT.chrome.searchSections}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the box opens on request, focus belongs in it
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {searching && results.length === 0 && <Empty role="status">{TEXT.chrome.noResults}</Empty>}
        {searching && results.length > 0 && (
          <Results aria-label={TEXT.chrome.matchingSections}>
            {results.map((group) => (
              <li key={group.id}>
                <strong>{group.label}</strong>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.path}>
                      <Link to={local(link.path)} onClick={onNavigate}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </Results>
        )}
        {searching && (
          <ArticleSearch href={local(searchArticlesPath(text))}>
            {TEXT.chrome.searchArticlesFor(text)}
          </ArticleSearch>
        )}
      </form>
    </Box>
  );
}
