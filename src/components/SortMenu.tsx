import { useCallback, useId, useRef, useState } from "react";
import { SORT_OPTIONS, type SortOption } from "./allNewsOrder.ts";
import styles from "./SortMenu.module.css";
import { TEXT } from "./texts.ts";
import { useDismiss } from "./useDismiss.ts";
import { useHydrated } from "./useHydrated.ts";

interface SortMenuProps {
  value: SortOption;
  onChange: (sort: SortOption) => void;
  /** The address showing `sort` (from page 1), for the menu without JavaScript. */
  hrefOf: (sort: SortOption) => string;
}

/**
 * The 'Sort by' dropdown: choosing an option reports it and closes the list. The server
 * sends it as a disclosure of links (so sorting works without JavaScript); once the page
 * runs, it becomes the button menu.
 */
export function SortMenu(props: SortMenuProps) {
  return useHydrated() ? <SortButtons {...props} /> : <SortLinks {...props} />;
}

function SortLinks({ value, hrefOf }: SortMenuProps) {
  return (
    <details className={styles.disclosure}>
      <summary>
        {TEXT.sortBy}: <strong>{value}</strong>
      </summary>
      <ul className={styles.options} aria-label={TEXT.sortBy}>
        {SORT_OPTIONS.map((option) => (
          <li key={option}>
            <a href={hrefOf(option)} aria-current={option === value}>
              {option}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function SortButtons({ value, onChange }: SortMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, wrapperRef, () => toggleRef.current);
  return (
    <div className={styles.wrapper} ref={wrapperRef}>
      <button
        className={styles.toggle}
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {TEXT.sortBy}: <strong>{value}</strong>
      </button>
      <ul className={styles.options} id={listId} hidden={!open} aria-label={TEXT.sortBy}>
        {SORT_OPTIONS.map((option) => (
          <li key={option}>
            <button
              type="button"
              aria-pressed={option === value}
              onClick={() => {
                onChange(option);
                setOpen(false);
                toggleRef.current?.focus();
              }}
            >
              {option}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
