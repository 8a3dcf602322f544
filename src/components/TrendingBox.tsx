import { useId } from "react";
import type { SlotState } from "../engine/slotState.ts";
import { ArticleList } from "./ArticleGrid.tsx";
import { SectionTitle } from "./articleParts.tsx";
import { SlotContent } from "./SlotContent.tsx";
import styles from "./TrendingBox.module.css";
import { TEXT } from "./texts.ts";

/**
 * The 'Trending' box: articles 2 and 3 of the lead feed, and the spec's 'Show More'
 * label, which is deliberately only a label (spec: it does nothing), not a control.
 */
export function TrendingBox({ slot }: { slot: SlotState }) {
  const trendingHeading = useId();
  return (
    <aside className={styles.box} aria-labelledby={trendingHeading}>
      <SectionTitle id={trendingHeading}>{TEXT.trending}</SectionTitle>
      <SlotContent slot={slot} empty={null}>
        {(items) => (
          <ArticleList items={items} card={{ size: "s", image: "photo", layout: "row" }} />
        )}
      </SlotContent>
      <span className={styles.showMoreLabel}>{TEXT.showMore}</span>
    </aside>
  );
}
