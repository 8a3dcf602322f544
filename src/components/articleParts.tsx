import type { AnchorHTMLAttributes, HTMLAttributes } from "react";
import type { Article } from "../shared/article.ts";
import styles from "./articleParts.module.css";
import { dateTimeAttribute, formatFullDate, formatShortDate } from "./dates.ts";
import { TEXT } from "./texts.ts";
import { useHydrated } from "./useHydrated.ts";

/** Small typographic pieces every card and story shares. */

/** A category line above a headline; `className` recolours it where it sits (see FeaturedEpisode). */
export function Kicker({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span {...props} className={className ? `${styles.kicker} ${className}` : styles.kicker} />
  );
}

/** A card's or story's title: `as` its heading level, `size` one of the four type sizes. */
export function Headline({
  as: Heading = "h3",
  size = "m",
  ...props
}: HTMLAttributes<HTMLHeadingElement> & {
  as?: "h2" | "h3" | "h4";
  size?: "s" | "m" | "l" | "xl";
}) {
  return <Heading {...props} className={`${styles.headline} ${styles[size]}`} />;
}

/** A description; `clamp` cuts it to that many lines. */
export function Summary({
  clamp,
  ...props
}: HTMLAttributes<HTMLParagraphElement> & { clamp?: number }) {
  if (!clamp) return <p {...props} className={styles.summary} />;
  return (
    <p {...props} className={`${styles.summary} ${styles.clamped}`} style={{ "--clamp": clamp }} />
  );
}

export function Meta(props: HTMLAttributes<HTMLParagraphElement>) {
  return <p {...props} className={styles.meta} />;
}

export function SectionTitle(props: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 {...props} className={styles.sectionTitle} />;
}

export function ReadMore(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...props} className={styles.readMore} />;
}

/** An article's title, or the spec's placeholder when it has none. */
export function titleOf(article: Article): string {
  return article.title.trim() || TEXT.noTitle;
}

/**
 * A <time> for an article date in the short ('Jun 12th, 2025') or full style;
 * `missing` is shown when there is no usable date (nothing when it is absent).
 */
export function ArticleDate({
  iso,
  style = "short",
  missing,
}: {
  iso: string | null;
  style?: "short" | "full";
  missing?: string;
}) {
  // Server HTML and the hydrating render both use UTC; the visitor's zone follows at once.
  const zone = useHydrated() ? "local" : "utc";
  const text = style === "short" ? formatShortDate(iso, zone) : formatFullDate(iso, zone);
  if (text === null) return missing ? <span>{missing}</span> : null;
  return <time dateTime={dateTimeAttribute(iso)}>{text}</time>;
}
