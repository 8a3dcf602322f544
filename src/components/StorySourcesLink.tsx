import styled from "styled-components";
import { useLocalHref, useTexts } from "../engine/LanguageContext.tsx";
import { Link } from "../engine/RouterLink.tsx";
import type { Article } from "../shared/article.ts";
import { storyPath } from "../shared/sitePaths.ts";
import { STORY_TEXT as ENGLISH_STORY_TEXT } from "../shared/storyTexts.ts";
import { theme } from "../theme.ts";

const SourcesLink = styled(Link)`
  display: inline-block;
  align-self: flex-start;
  margin-top: 0.35rem;
  padding: 0.1rem 0.5rem;
  border: 1px solid ${theme.color.rule};
  border-radius: 999px;
  color: ${theme.color.link};
  font-size: 0.8125rem;
  font-weight: 600;
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

/**
 * "N sources": a link to the story's Full Coverage page, shown only when two or more
 * publishers cover it. An internal link (same tab), unlike the card's article links.
 */
export function StorySourcesLink({ article }: { article: Article }) {
  // English story texts come with this chunk; another language's with its catalogue.
  const STORY_TEXT = useTexts().STORY_TEXT ?? ENGLISH_STORY_TEXT;
  const local = useLocalHref();
  const count = article.sourceCount ?? 1;
  if (count < 2 || !article.storyId) return null;
  return (
    <SourcesLink to={local(storyPath(article.storyId))} aria-label={STORY_TEXT.sourcesLabel(count)}>
      {STORY_TEXT.sources(count)}
    </SourcesLink>
  );
}
