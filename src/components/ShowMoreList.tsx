import { useId, useState } from "react";
import styles from "./ShowMoreList.module.css";
import { TEXT } from "./texts.ts";

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
        <button
          type="button"
          className={styles.button}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? TEXT.showLess : TEXT.showMore}
        </button>
      )}
    </>
  );
}
