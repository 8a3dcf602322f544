import styled from "styled-components";
import type { Ignored } from "../shared/searchQueryTree.ts";
import { theme } from "../theme.ts";
import { IsolatedPart } from "./IsolatedPart.tsx";
import { usePageTexts } from "./usePageTexts.ts";

const Note = styled.div`
  margin-bottom: 1.25rem;
  padding: 0.6rem 0.85rem;
  border-inline-start: 4px solid ${theme.color.warning};
  background: ${theme.color.warningWash};
  color: ${theme.color.ink};
  font-size: 0.9375rem;
  ul { margin: 0; padding: 0; list-style: none; }
  li + li { margin-top: 0.25rem; }
  bdi { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
`;

/**
 * What the query's language left out or read otherwise, one line per part, in the page's
 * language (issue 39): `Ignored: “site:” (nothing after the operator)`. The typed part is
 * text in a <bdi> (its own direction, whatever the page's). Nothing when all was read.
 */
export function IgnoredSyntax({ ignored }: { ignored: readonly Ignored[] }) {
  const { SEARCH_TEXT } = usePageTexts();
  if (ignored.length === 0) return null;
  return (
    <Note role="note">
      <ul>
        {ignored.map(({ text, reason }) => (
          <li key={`${reason} ${text}`}>
            <IsolatedPart
              sentence={(part) => SEARCH_TEXT.ignored(part, SEARCH_TEXT.ignoredReasons[reason])}
              part={text}
            />
          </li>
        ))}
      </ul>
    </Note>
  );
}
