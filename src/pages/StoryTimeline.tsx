import styled from "styled-components";
import { ArticleDate, articleLang } from "../components/articleParts.tsx";
import type { StoryArticle } from "../shared/story.ts";
import { theme } from "../theme.ts";
import { usePageTexts } from "./usePageTexts.ts";

const List = styled.ol`
  margin: 0;
  padding: 0;
  padding-inline-start: 1rem;
  list-style: none;
  border-inline-start: 2px solid ${theme.color.rule};
  li { position: relative; padding-block: 0 1rem; padding-inline: 0.75rem 0; }
  li::before {
    content: "";
    position: absolute;
    inset-inline-start: calc(-1rem - 6px);
    top: 0.35rem;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${theme.color.accent};
  }
  time, .publisher { color: ${theme.color.muted}; font-size: 0.875rem; }
  p { margin: 0.15rem 0 0; }
`;

/** The story's articles in the order the server first saw them, oldest first. */
export function StoryTimeline({ articles }: { articles: readonly StoryArticle[] }) {
  const { STORY_TEXT } = usePageTexts();
  const ordered = [...articles].sort((a, b) => a.firstSeen.localeCompare(b.firstSeen));
  return (
    <section aria-labelledby="story-timeline">
      <h2 id="story-timeline">{STORY_TEXT.timeline}</h2>
      <List>
        {ordered.map((article) => (
          <li key={article.link}>
            <ArticleDate iso={article.firstSeen} style="full" />{" "}
            <span className="publisher">· {article.publisher}</span>
            <p {...articleLang(article)}>{article.title}</p>
          </li>
        ))}
      </List>
    </section>
  );
}
