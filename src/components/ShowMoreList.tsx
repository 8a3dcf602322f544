import { useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import { useTexts } from "../engine/LanguageContext.tsx";
import { theme } from "../theme.ts";

const Button = styled.button`
  margin-top: 0.75rem;
  padding: 0.5rem 1.1rem;
  background: ${theme.color.paper};
  border: 1px solid ${theme.color.ink};
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 700;
  cursor: pointer;
  &:hover { background: ${theme.color.ink}; color: ${theme.color.paper}; }
`;

/**
 * Show More / Show Less over a list: the first `collapsed` items, or all of them.
 * `render` receives the visible items and the id to give the list, which the
 * button controls. No button when there is nothing more to show. Show Less brings the
 * folded list back into view when it now starts above the screen (the page shrank under
 * the reader, who would be left in whatever block came next).
 */
export function ShowMoreList<T>({
  items,
  collapsed,
  render,
}: {
  items: readonly T[];
  collapsed: number;
  render: (visible: readonly T[], listId: string) => React.ReactNode;
}) {
  const { TEXT } = useTexts();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const folded = useRef(false);
  useEffect(() => {
    if (expanded || !folded.current) return;
    folded.current = false;
    const list = document.getElementById(listId);
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: "start" });
  }, [expanded, listId]);
  const visible = expanded ? items : items.slice(0, collapsed);
  return (
    <>
      {render(visible, listId)}
      {items.length > collapsed && (
        <Button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => {
            folded.current = expanded;
            setExpanded(!expanded);
          }}
        >
          {expanded ? TEXT.showLess : TEXT.showMore}
        </Button>
      )}
    </>
  );
}
