import { useState } from "react";
import styled from "styled-components";
import { PLACEHOLDER_IMAGE } from "../components/ArticleImage.tsx";
import { ArticleDate, titleOf } from "../components/articleParts.tsx";
import { ExternalLink } from "../components/ExternalLink.tsx";
import type { StoryArticle } from "../shared/story.ts";
import { theme } from "../theme.ts";

const List = styled.ul`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(6rem, 30%) 1fr;
  gap: 1rem;
  align-items: start;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${theme.color.wash};
  }
  h3 { margin: 0 0 0.35rem; font-family: ${theme.font.serif}; font-size: 1.15rem; line-height: 1.25; }
  h3 a { color: ${theme.color.ink}; }
  p { margin: 0; color: ${theme.color.muted}; font-size: 0.875rem; }
`;

/** Every article of the story: image, title (new tab), publisher and date. */
export function StoryCoverageList({ articles }: { articles: readonly StoryArticle[] }) {
  return (
    <List>
      {articles.map((article) => (
        <Item key={article.link}>
          <ExternalLink href={article.link} tabIndex={-1} aria-hidden="true">
            <CoverageImage src={article.images[0]} />
          </ExternalLink>
          <div>
            <h3>
              <ExternalLink href={article.link}>{titleOf(article)}</ExternalLink>
            </h3>
            <p>
              <span>{article.publisher}</span>
              {article.pubDate && (
                <>
                  {" · "}
                  <ArticleDate iso={article.pubDate} />
                </>
              )}
            </p>
          </div>
        </Item>
      ))}
    </List>
  );
}

/** Decorative (the title names the article); the placeholder stands in when it fails. */
function CoverageImage({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!failed && src ? src : PLACEHOLDER_IMAGE}
      alt=""
      width={320}
      height={180}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
