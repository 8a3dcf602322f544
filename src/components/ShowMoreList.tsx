import { useId, useState } from "react";
import styled from "styled-components";
import { TEXT } from "../shared/texts.ts";
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
 * button controls. No button when there is nothing more to show.
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
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const visible = expanded ? items : items.slice(0, collapsed);
  return (
    <>
      {render(visible, listId)}
      {items.length > collapsed && (
        <Button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? TEXT.showLess : TEXT.showMore}
        </Button>
      )}
    </>
  );
}
