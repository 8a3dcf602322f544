import { ArticleDate } from "../components/articleParts.tsx";
import { STORY_TEXT } from "../components/storyTexts.ts";
import type { StoryArticle } from "../shared/story.ts";
import styles from "./StoryTimeline.module.css";

/** The story's articles in the order the server first saw them, oldest first. */
export function StoryTimeline({ articles }: { articles: readonly StoryArticle[] }) {
  const ordered = [...articles].sort((a, b) => a.firstSeen.localeCompare(b.firstSeen));
  return (
    <section aria-labelledby="story-timeline">
      <h2 id="story-timeline">{STORY_TEXT.timeline}</h2>
      <ol className={styles.list}>
        {ordered.map((article) => (
          <li key={article.link}>
            <ArticleDate iso={article.firstSeen} style="full" />{" "}
            <span className={styles.publisher}>· {article.publisher}</span>
            <p>{article.title}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
