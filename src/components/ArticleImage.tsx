import { useState } from "react";
import styles from "./ArticleImage.module.css";

export const PLACEHOLDER_IMAGE = "/brand/placeholder.svg";

/** The few frame shapes cards use (a class each in ArticleImage.module.css). */
export type ImageRatio = "wide" | "photo" | "square";

/**
 * An article's first image in a fixed-ratio frame, or the placeholder when it has
 * none or the image fails to load. Decorative (alt=""): the title beside it names the story.
 * Eager images (the lead, likely the largest paint) load first with high priority;
 * below-the-fold images load lazily.
 */
export function ArticleImage({
  images,
  ratio = "wide",
  eager = false,
}: {
  images: readonly string[];
  ratio?: ImageRatio;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const src = !failed && images[0] ? images[0] : PLACEHOLDER_IMAGE;
  return (
    <div className={`${styles.frame} ${styles[ratio]}`}>
      <img
        src={src}
        alt=""
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : "auto"}
        decoding="async"
        onError={() => setFailed(true)}
      />
    </div>
  );
}
