import type { ReactNode } from "react";
import styled from "styled-components";
import { useShowsEnglishHeadlines } from "../engine/EnglishHeadlinesContext.tsx";
import { useTexts } from "../engine/LanguageContext.tsx";
import { theme } from "../theme.ts";
import { variantRules } from "./variantRules.ts";

/** The content column of a screen. */
export const Page = styled.div`
  display: grid;
  gap: 2.5rem;
  max-width: ${theme.pageWidth};
  margin: 0 auto;
  padding: 1rem 1rem 2rem;
  > * { min-width: 0; }
`;

const Heading = styled.h1`
  margin: 0;
  padding-bottom: 0.75rem;
  border-bottom: 1px solid ${theme.color.rule};
  font-family: ${theme.font.serif};
  font-size: clamp(1.9rem, 4vw, 2.75rem);
  line-height: 1.1;
`;

/** The line under a screen's heading that says what it shows (counts, since when). */
export const PageIntro = styled.p`
  margin: 0.75rem 0 0;
  color: ${theme.color.inkSoft};
`;

/**
 * The screen's title (its h1; `hidden` for screens whose first block names them) and, under
 * it, the one note a page in another language gives when some of its blocks show English
 * headlines (issue 49: once, in the heading's place in the flow, never beside the cards).
 */
export function PageHeading({
  children,
  hidden = false,
  dir,
}: {
  children: ReactNode;
  hidden?: boolean;
  dir?: "auto";
}) {
  const { englishHeadlines } = useTexts();
  const note = useShowsEnglishHeadlines() ? englishHeadlines : undefined;
  const heading = (
    <Heading className={hidden ? "visually-hidden" : undefined} dir={dir}>
      {children}
    </Heading>
  );
  if (!note) return heading;
  return (
    <div>
      {heading}
      <PageIntro data-edition-note="">{note}</PageIntro>
    </div>
  );
}

/**
 * A responsive card grid: `min` is the narrowest a column may get. With `fit`, empty
 * column tracks collapse, so a short list (2 or 4 cards) spreads over the full width.
 */
export const CardGrid = styled.ul.attrs<{ $min?: string; $fit?: boolean }>((p) => ({
  "data-fit": p.$fit || undefined,
  // Set on every grid: a custom property inherits, so a nested grid would take its parent's.
  style: { ...p.style, "--grid-min": p.$min ?? "15rem" },
}))`
  display: grid;
  gap: 1.5rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--grid-min)), 1fr));
  &:where([data-fit]) {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, var(--grid-min)), 1fr));
  }
`;

/** A vertical list of stories separated by rules. */
export const StoryList = styled.ul`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  > li { padding: 0.85rem 0; border-bottom: 1px solid ${theme.color.rule}; }
  > li:first-child { padding-top: 0; }
`;

/** Column splits used by the templates: stacked on narrow screens, side by side when wide. */
const splits = {
  /** A main column and a narrower aside. */
  "main-aside": "minmax(0, 2fr) minmax(0, 1fr)",
  /** A lead column and a slim aside (the Trending box). */
  "lead-aside": "minmax(0, 3fr) minmax(0, 1fr)",
  /** An aside before a wider main column. */
  "aside-main": "minmax(0, 1fr) minmax(0, 2fr)",
  halves: "minmax(0, 1fr) minmax(0, 1fr)",
} as const;

export const Columns = styled.div.attrs<{ $split: keyof typeof splits }>((p) => ({
  "data-split": p.$split,
  style: p.style, // attrs' type knows no data attribute; a known prop lets it through
}))`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${theme.media.wide} {
    ${variantRules("split", "grid-template-columns", splits)}
  }
`;
