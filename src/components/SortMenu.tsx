import { useCallback, useId, useRef, useState } from "react";
import styled, { css } from "styled-components";
import { useTexts } from "../engine/LanguageContext.tsx";
import { SORT_OPTIONS, type SortOption } from "../shared/allNewsQuery.ts";
import { theme } from "../theme.ts";
import { useDismiss } from "./useDismiss.ts";
import { useHydrated } from "./useHydrated.ts";

const toggleLook = css`
  display: inline-flex;
  gap: 0.35rem;
  align-items: center;
  padding: 0.45rem 0.9rem;
  background: ${theme.color.paper};
  border: 1px solid ${theme.color.rule};
  border-radius: 4px;
  font-size: 0.875rem;
  cursor: pointer;
  strong { font-weight: 700; }
`;

/** The menu as the server sends it: a disclosure of links, working without JavaScript. */
const Disclosure = styled.details`
  position: relative;
  summary { ${toggleLook} list-style: none; }
  summary::-webkit-details-marker { display: none; }
`;

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  ${toggleLook}
`;

const Options = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 0.25rem);
  z-index: 5;
  min-width: 10rem;
  margin: 0;
  padding: 0.35rem 0;
  list-style: none;
  background: ${theme.color.paper};
  border: 1px solid ${theme.color.rule};
  border-radius: 4px;
  box-shadow: ${theme.shadow.dropdown};
  button, a {
    display: block;
    width: 100%;
    padding: 0.45rem 0.9rem;
    background: none;
    border: 0;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  button:hover, a:hover { background: ${theme.color.wash}; }
  button[aria-pressed="true"], a[aria-current="true"] { font-weight: 700; color: ${theme.color.accent}; }
`;

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
  const { TEXT } = useTexts();
  return (
    <Disclosure>
      <summary>
        {TEXT.sortBy}: <strong>{TEXT.sortOptions[value]}</strong>
      </summary>
      <Options aria-label={TEXT.sortBy}>
        {SORT_OPTIONS.map((option) => (
          <li key={option}>
            <a href={hrefOf(option)} aria-current={option === value}>
              {TEXT.sortOptions[option]}
            </a>
          </li>
        ))}
      </Options>
    </Disclosure>
  );
}

function SortButtons({ value, onChange }: SortMenuProps) {
  const { TEXT } = useTexts();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, wrapperRef, () => toggleRef.current);
  return (
    <Wrapper ref={wrapperRef}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {TEXT.sortBy}: <strong>{TEXT.sortOptions[value]}</strong>
      </Toggle>
      <Options id={listId} hidden={!open} aria-label={TEXT.sortBy}>
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
              {TEXT.sortOptions[option]}
            </button>
          </li>
        ))}
      </Options>
    </Wrapper>
  );
}
