import { useId } from "react";
import styled from "styled-components";
import { useTexts } from "../engine/LanguageContext.tsx";
import type { SlotState } from "../engine/slotState.ts";
import { theme } from "../theme.ts";
import { ArticleList } from "./ArticleGrid.tsx";
import { SectionTitle } from "./articleParts.tsx";
import { SlotContent } from "./SlotContent.tsx";

const Box = styled.aside`
  padding: 1rem;
  background: ${theme.color.wash};
`;

const ShowMoreLabel = styled.span`
  display: inline-block;
  margin-top: 0.5rem;
  color: ${theme.color.muted};
  font-size: 0.875rem;
  font-weight: 700;
`;

/**
 * The 'Trending' box: articles 2 and 3 of the lead feed, and the spec's 'Show More'
 * label, which is deliberately only a label (spec: it does nothing), not a control.
 */
export function TrendingBox({ slot }: { slot: SlotState }) {
  const { TEXT } = useTexts();
  const trendingHeading = useId();
  return (
    <Box aria-labelledby={trendingHeading}>
      <SectionTitle id={trendingHeading}>{TEXT.trending}</SectionTitle>
      <SlotContent slot={slot} empty={null}>
        {(items) => (
          <ArticleList items={items} card={{ size: "s", image: "photo", layout: "row" }} />
        )}
      </SlotContent>
      <ShowMoreLabel>{TEXT.showMore}</ShowMoreLabel>
    </Box>
  );
}
