import { useCallback, useId, useRef, useState } from "react";
import styled from "styled-components";
import { theme } from "../theme.ts";
import { SORT_OPTIONS, type SortOption } from "./allNewsOrder.ts";
import { TEXT } from "./texts.ts";
import { useDismiss } from "./useDismiss.ts";

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
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

const Options = styled.ul`
  position: absolute;
  right: 0;
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
  button {
    display: block;
    width: 100%;
    padding: 0.45rem 0.9rem;
    background: none;
    border: 0;
    text-align: left;
    cursor: pointer;
  }
  button:hover { background: ${theme.color.wash}; }
  button[aria-pressed="true"] { font-weight: 700; color: ${theme.color.accent}; }
`;

/** The 'Sort by' dropdown: choosing an option reports it and closes the list. */
export function SortMenu({
  value,
  onChange,
}: {
  value: SortOption;
  onChange: (sort: SortOption) => void;
}) {
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
        {TEXT.sortBy}: <strong>{value}</strong>
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
              {option}
            </button>
          </li>
        ))}
      </Options>
    </Wrapper>
  );
}
