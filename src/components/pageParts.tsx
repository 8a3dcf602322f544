import type { HTMLAttributes } from "react";
import styles from "./pageParts.module.css";

/** The content column of a screen. */
export function Page(props: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={styles.page} />;
}

/** The screen's visible title (its h1). */
export function PageHeading(props: HTMLAttributes<HTMLHeadingElement>) {
  return <h1 {...props} className={styles.pageHeading} />;
}

/** The line under a screen's heading that says what it shows (counts, since when). */
export function PageIntro(props: HTMLAttributes<HTMLParagraphElement>) {
  return <p {...props} className={styles.pageIntro} />;
}

/**
 * A responsive card grid: `min` is the narrowest a column may get (15rem when not given).
 * With `fit`, empty column tracks collapse, so a short list (2 or 4 cards) spreads over the
 * full width.
 */
export function CardGrid({
  min,
  fit = false,
  ...props
}: HTMLAttributes<HTMLUListElement> & { min?: string; fit?: boolean }) {
  return (
    <ul
      {...props}
      className={fit ? `${styles.cardGrid} ${styles.fit}` : styles.cardGrid}
      style={min ? { "--grid-min": min } : undefined}
    />
  );
}

/** A vertical list of stories separated by rules. */
export function StoryList(props: HTMLAttributes<HTMLUListElement>) {
  return <ul {...props} className={styles.storyList} />;
}

/** Column splits used by the templates (a class each in pageParts.module.css). */
export type ColumnSplit = "main-aside" | "lead-aside" | "aside-main" | "halves";

/** Columns stacked on narrow screens, side by side (by `split`) when wide. */
export function Columns({
  split,
  ...props
}: HTMLAttributes<HTMLDivElement> & { split: ColumnSplit }) {
  return <div {...props} className={`${styles.columns} ${styles[split]}`} />;
}
