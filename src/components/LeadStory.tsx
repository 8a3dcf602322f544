import type { ReactNode } from "react";
import styled from "styled-components";
import { useTexts } from "../engine/LanguageContext.tsx";
import type { SlotState } from "../engine/slotState.ts";
import type { Catalogue } from "../shared/catalogue.ts";
import { LIMITS } from "../shared/limits.ts";
import { theme } from "../theme.ts";
import { ArticleImage } from "./ArticleImage.tsx";
import {
  ArticleDate,
  articleLang,
  Headline,
  Meta,
  ownTextLang,
  Summary,
  titleOf,
} from "./articleParts.tsx";
import { ExternalLink } from "./ExternalLink.tsx";
import { SlotContent } from "./SlotContent.tsx";
import { truncateChars } from "./truncate.ts";

const Story = styled.article`
  display: grid;
  gap: 1rem;
  ${theme.media.wide} { grid-template-columns: 3fr 2fr; align-items: start; }
`;

/**
 * The lead story of a news page: large image, headline, description cut at 300
 * characters, creator (or the page's fallback label) and date like 'Jun 12th, 2025'.
 */
export function LeadStory({
  slot,
  creatorFallback,
  error = null,
  empty = null,
}: {
  slot: SlotState;
  creatorFallback: string;
  /** Text shown when the feed fails; null keeps the failure silent. */
  error?: string | null;
  /** Shown instead when the feed has no articles. */
  empty?: ReactNode;
}) {
  const { TEXT } = useTexts();
  return (
    <SlotContent slot={slot} error={error} empty={empty}>
      {([article]) =>
        article && (
          <Story>
            <ExternalLink href={article.link} tabIndex={-1} aria-hidden="true">
              <ArticleImage images={article.images} proxy={article.imageProxy} slot="lead" eager />
            </ExternalLink>
            <div>
              <Headline as="h2" $size="xl" {...articleLang(article)}>
                <ExternalLink href={article.link}>{titleOf(article, TEXT)}</ExternalLink>
              </Headline>
              {article.description && (
                <Summary {...articleLang(article)}>
                  {truncateChars(article.description, LIMITS.leadDescription)}
                </Summary>
              )}
              <Meta>
                <span {...ownTextLang(article, article.creator)}>
                  {article.creator || creatorFallback}
                </span>
                <ArticleDate iso={article.pubDate} />
              </Meta>
            </div>
          </Story>
        )
      }
    </SlotContent>
  );
}

/** The world-news failure text of the spec's Error catalogue: the prefix followed by the error message. */
export function worldNewsError(slot: SlotState, TEXT: Catalogue["TEXT"]): string | null {
  return slot.error ? `${TEXT.error.worldNewsPrefix}${slot.error.message}` : null;
}
