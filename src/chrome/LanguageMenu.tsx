import { useLocation } from "react-router";
import styled from "styled-components";
import { useLanguage, useTexts } from "../engine/LanguageContext.tsx";
import { withLanguage } from "../shared/languageHref.ts";
import { languages } from "../shared/languages.ts";
import { theme } from "../theme.ts";

const Panel = styled.nav`
  position: absolute;
  inset-inline-end: 0.5rem;
  top: calc(100% - 0.25rem);
  z-index: 32;
  min-width: 10rem;
  background: ${theme.color.paper};
  border: 1px solid ${theme.color.rule};
  border-radius: 4px;
  box-shadow: ${theme.shadow.dropdown};
  ul { list-style: none; margin: 0; padding: 0.25rem 0; }
  a { display: block; padding: 0.5rem 1rem; color: ${theme.color.ink}; text-decoration: none; }
  a:hover, a[aria-current="true"] { background: ${theme.color.wash}; }
  a[aria-current="true"] { font-weight: 700; }
`;

/**
 * The header's language menu: every language, named in itself. Each entry is the same
 * page in that language, a document navigation (the server renders it with that
 * language's texts, `lang` and `dir`).
 */
export function LanguageMenu({ id }: { id: string }) {
  const { TEXT } = useTexts();
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  return (
    <Panel id={id} aria-label={TEXT.language.menu}>
      <ul>
        {languages.map(({ code, name }) => (
          <li key={code}>
            <a
              href={withLanguage(`${pathname}${search}${hash}`, code)}
              lang={code}
              hrefLang={code}
              aria-current={code === current || undefined}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
