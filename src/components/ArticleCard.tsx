import type { ReactNode } from "react";
import styled from "styled-components";
import { useTexts } from "../engine/LanguageContext.tsx";
import type { Article } from "../shared/article.ts";
import { ArticleImage, type ImageRatio } from "./ArticleImage.tsx";
import {
  ArticleDate,
  articleLang,
  Headline,
  Kicker,
  Meta,
  ownTextLang,
  ReadMore,
  Summary,
  titleOf,
} from "./articleParts.tsx";
import { ExternalLink } from "./ExternalLink.tsx";
import { StorySourcesLink } from "./StorySourcesLink.tsx";
import { type CutRule, truncate } from "./truncate.ts";

const Card = styled.article`
  display: grid;
  align-content: start;
  gap: 0.6rem;
  min-width: 0;
  /* The image beside the text. */
  &:where([data-row]) { grid-template-columns: minmax(5.5rem, 34%) 1fr; align-items: start; gap: 0.85rem; }
  > a:first-child { display: block; }
`;

const Mark = styled.span`
  display: inline-block;
  margin-bottom: 0.3rem;
  padding: 0.05rem 0.45rem;
  border: 1px solid currentColor;
  border-radius: 3px;
  font-size: 0.75rem;
  font-weight: 700;
`;

const Body = styled.div`
  min-width: 0;
`;

export interface ArticleCardProps {
  article: Article;
  /** Headline size. */
  size?: "s" | "m" | "l" | "xl";
  /** Image frame; `false` for a text-only card. `row` puts it beside the text. */
  image?: ImageRatio | false;
  layout?: "stack" | "row";
  eagerImage?: boolean;
  kicker?: string | null;
  /** A badge in the page's language before the kicker (the search page's 'Episode'). */
  mark?: string | null;
  /** Show the description: cut by a rule, clamped to lines, with a fallback when empty. */
  description?: { cut?: CutRule; clampLines?: number; fallback?: string } | false;
  byline?: string | null;
  date?: { style: "short" | "full"; missing?: string } | false;
  /** Label of an explicit read-more link under the text. */
  readMore?: string;
  headingLevel?: "h2" | "h3" | "h4";
  /** Shown instead of an empty title (default: the spec's 'No title available'). */
  titleFallback?: string;
  /**
   * Writes the title and description with marks (the search page's matched words); the
   * text as React text and elements, never HTML. None: the text as it is.
   */
  highlight?: (text: string) => ReactNode;
}

/**
 * The one article card: image, kicker, headline link, description, byline/date and
 * an optional read-more link, each switched on by the caller. Links open the
 * publisher's article in a new tab. Text is rendered as text, never as HTML.
 */
export function ArticleCard({
  article,
  size = "m",
  image = "wide",
  layout = "stack",
  eagerImage = false,
  kicker,
  mark,
  description = false,
  byline,
  date = { style: "short" },
  readMore,
  headingLevel = "h3",
  titleFallback,
  highlight,
}: ArticleCardProps) {
  const { TEXT } = useTexts();
  const title = titleFallback && !article.title.trim() ? titleFallback : titleOf(article, TEXT);
  const summary = description ? descriptionText(article.description, description) : null;
  const showMeta = Boolean(byline) || date !== false;
  return (
    <Card data-row={(layout === "row" && image !== false) || undefined}>
      {image !== false && (
        <ExternalLink href={article.link} tabIndex={-1} aria-hidden="true">
          <ArticleImage
            images={article.images}
            proxy={article.imageProxy}
            ratio={image}
            eager={eagerImage}
          />
        </ExternalLink>
      )}
      <Body>
        {mark && <Mark>{mark}</Mark>}
        {kicker && <Kicker {...ownTextLang(article, kicker)}>{kicker}</Kicker>}
        <Headline as={headingLevel} $size={size} {...articleLang(article)}>
          <ExternalLink href={article.link}>{highlight ? highlight(title) : title}</ExternalLink>
        </Headline>
        {summary !== null && description && (
          <Summary $clamp={description.clampLines} {...articleLang(article)}>
            {highlight ? highlight(summary) : summary}
          </Summary>
        )}
        {showMeta && (
          <Meta>
            {byline && <span {...ownTextLang(article, byline)}>{byline}</span>}
            {date !== false && (
              <ArticleDate iso={article.pubDate} style={date.style} missing={date.missing} />
            )}
          </Meta>
        )}
        {readMore && (
          <ReadMore href={article.link} target="_blank" rel="noopener noreferrer">
            {readMore}
            <span className="visually-hidden" {...articleLang(article)}>
              : {title}
            </span>
          </ReadMore>
        )}
        <StorySourcesLink article={article} />
      </Body>
    </Card>
  );
}

function descriptionText(text: string, rule: { cut?: CutRule; fallback?: string }): string | null {
  const trimmed = text.trim();
  if (!trimmed) return rule.fallback ?? null;
  return rule.cut ? truncate(trimmed, rule.cut) : trimmed;
}
