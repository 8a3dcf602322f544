import styled from "styled-components";
import { ArticleImage } from "../components/ArticleImage.tsx";
import { ArticleDate, articleLang, titleOf } from "../components/articleParts.tsx";
import { ExternalLink } from "../components/ExternalLink.tsx";
import { useTexts } from "../engine/LanguageContext.tsx";
import { publisherLabel } from "../shared/publisherLabel.ts";
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
  h3 { margin: 0 0 0.35rem; font-family: ${theme.font.serif}; font-size: 1.15rem; line-height: 1.25; }
  h3 a { color: ${theme.color.ink}; }
  p { margin: 0; color: ${theme.color.muted}; font-size: 0.875rem; }
`;

/** Every article of the story: image, title (new tab), publisher and date. */
export function StoryCoverageList({ articles }: { articles: readonly StoryArticle[] }) {
  const { TEXT } = useTexts();
  return (
    <List>
      {articles.map((article) => (
        <Item key={article.link}>
          <ExternalLink href={article.link} tabIndex={-1} aria-hidden="true">
            <ArticleImage images={article.images} proxy={article.imageProxy} />
          </ExternalLink>
          <div>
            <h3 {...articleLang(article)}>
              <ExternalLink href={article.link}>{titleOf(article, TEXT)}</ExternalLink>
            </h3>
            <p>
              <bdi translate="no">{publisherLabel(article)}</bdi>
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
