import styled from "styled-components";
import { useTexts } from "../engine/LanguageContext.tsx";
import { theme } from "../theme.ts";
import { useHydrated } from "./useHydrated.ts";
import { useLayoutTexts } from "./useLayoutTexts.ts";

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  margin-top: 1.5rem;
  font-size: 0.9375rem;
  button, a {
    padding: 0.45rem 1rem;
    background: ${theme.color.ink};
    color: ${theme.color.paper};
    border: 0;
    border-radius: 4px;
    font: inherit;
    font-weight: 700;
    line-height: normal;
    text-decoration: none;
    cursor: pointer;
  }
  button:disabled, a[aria-disabled="true"] {
    background: ${theme.color.rule};
    color: ${theme.color.muted};
    cursor: not-allowed;
  }
`;

interface AllNewsPagerProps {
  current: number;
  pages: number;
  onShow: (page: number) => void;
  /** The address of `page`, for paging without JavaScript. */
  hrefOf: (page: number) => string;
}

/**
 * Previous, 'Page X of Y', Next; Previous is disabled on page 1 and Next on the last.
 * The server sends the two as links (paging works without JavaScript); once the page
 * runs, they are buttons.
 */
export function AllNewsPager({ current, pages, onShow, hrefOf }: AllNewsPagerProps) {
  const LAYOUT_TEXT = useLayoutTexts();
  const { TEXT } = useTexts();
  const hydrated = useHydrated();
  const step = (label: string, page: number, disabled: boolean) => {
    if (hydrated)
      return (
        <button type="button" disabled={disabled} onClick={() => onShow(page)}>
          {label}
        </button>
      );
    // A link without an address is a disabled link (role kept so it is still announced).
    return disabled ? (
      // biome-ignore lint/a11y/useValidAnchor: the disabled end of the pager has no address
      <a role="link" aria-disabled="true">
        {label}
      </a>
    ) : (
      <a href={hrefOf(page)}>{label}</a>
    );
  };
  return (
    <Nav aria-label={LAYOUT_TEXT.pages(TEXT.allNews)}>
      {step(TEXT.previous, current - 1, current <= 1)}
      <span aria-live="polite">{TEXT.pageOf(current, pages)}</span>
      {step(TEXT.next, current + 1, current >= pages)}
    </Nav>
  );
}
