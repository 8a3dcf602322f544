import { Link } from "wouter";
import type { Article } from "../shared/article.ts";
import { storyPath } from "../shared/storyPaths.ts";
import styles from "./StorySourcesLink.module.css";
import { STORY_TEXT } from "./storyTexts.ts";

/**
 * "N sources": a link to the story's Full Coverage page, shown only when two or more
 * publishers cover it. An internal link (same tab), unlike the card's article links.
 */
export function StorySourcesLink({ article }: { article: Article }) {
  const count = article.sourceCount ?? 1;
  if (count < 2 || !article.storyId) return null;
  return (
    <Link
      to={storyPath(article.storyId)}
      className={styles.sourcesLink}
      aria-label={STORY_TEXT.sourcesLabel(count)}
    >
      {STORY_TEXT.sources(count)}
    </Link>
  );
}
