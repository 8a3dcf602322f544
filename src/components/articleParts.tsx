import styled from "styled-components";
import { useTexts } from "../engine/LanguageContext.tsx";
import type { Article } from "../shared/article.ts";
import type { Catalogue } from "../shared/catalogue.ts";
import { theme } from "../theme.ts";
import { type DateZone, dateTimeAttribute, formatFullDate, formatShortDate } from "./dates.ts";
import { useHydratedValue } from "./useHydrated.ts";
import { variantRules } from "./variantRules.ts";

/** Small typographic pieces every card and story shares. */

export const Kicker = styled.span`
  display: block;
  margin-bottom: 0.3rem;
  color: ${theme.color.accent};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const headlineSizes = { s: "1rem", m: "1.2rem", l: "1.6rem", xl: "clamp(1.75rem, 3.5vw, 2.6rem)" };

export const Headline = styled.h3.attrs<{ $size?: keyof typeof headlineSizes }>((p) => ({
  "data-size": p.$size ?? "m",
  // attrs' type knows no data attribute; naming a known prop (unchanged) lets it through.
  style: p.style,
}))`
  margin: 0 0 0.4rem;
  font-family: ${theme.font.serif};
  font-weight: 700;
  line-height: 1.2;
  ${variantRules("size", "font-size", headlineSizes)}
  /* A word breaks only when it cannot fit a line on its own (never to fit a narrow box, issue 49). */
  overflow-wrap: break-word;
  a { text-decoration: none; }
  a:hover { text-decoration: underline; }
`;

/** `$clamp`: at most that many lines, the rest cut with an ellipsis. */
export const Summary = styled.p.attrs<{ $clamp?: number }>((p) =>
  p.$clamp ? { "data-clamp": true, style: { ...p.style, "--line-clamp": p.$clamp } } : {},
)`
  margin: 0 0 0.5rem;
  color: ${theme.color.inkSoft};
  font-size: 0.95rem;
  line-height: 1.5;
  overflow-wrap: break-word;
  &:where([data-clamp]) {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: var(--line-clamp);
    overflow: hidden;
  }
`;

export const Meta = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.8125rem;
  > * + *::before { content: "·"; margin: 0 0.4rem; }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 1rem;
  padding-top: 0.6rem;
  border-top: 3px solid ${theme.color.ink};
  font-size: 1rem;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const ReadMore = styled.a`
  display: inline-block;
  margin-top: 0.25rem;
  color: ${theme.color.link};
  font-size: 0.875rem;
  font-weight: 700;
`;

/**
 * `lang` and `dir` for an article's own text (title, summary): its feed's language, when
 * declared, and the direction its own letters give (Arabic or Hebrew text reads right to
 * left, English left to right, whatever the page's language): the text is not translated.
 */
export function articleLang(article: Article): { lang?: string; dir: "auto" } {
  return { lang: article.language ?? undefined, dir: "auto" };
}

/**
 * `articleLang` for `text` when it is the article's own (its creator, author or category, as
 * the feed wrote them); none for the page's own fallbacks ('General', 'Africa News').
 */
export function ownTextLang(article: Article, text: string | null | undefined) {
  const own = text ? [article.creator, article.author, article.category].includes(text) : false;
  return own ? articleLang(article) : {};
}

/** An article's title, or the catalogue's placeholder (the spec's in English) when it has none. */
export function titleOf(article: Article, TEXT: Catalogue["TEXT"]): string {
  return article.title.trim() || TEXT.noTitle;
}

/**
 * A <time> for an article date in the short ('Jun 12th, 2025') or full style (in English;
 * other languages' as their catalogue writes them);
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
  const { formatDate } = useTexts();
  const textIn = (zone: DateZone) => {
    const text = style === "short" ? formatShortDate(iso, zone) : formatFullDate(iso, zone);
    // Another language writes the same (valid) date its own way.
    return text !== null && formatDate ? formatDate(iso as string, zone, style) : text;
  };
  // Server HTML and the hydrating render both use UTC; the visitor's zone follows at once,
  // re-rendering only the dates it writes otherwise.
  const shown = useHydratedValue(
    () => textIn("local"),
    () => textIn("utc"),
  );
  if (shown === null) return missing ? <span>{missing}</span> : null;
  return <time dateTime={dateTimeAttribute(iso)}>{shown}</time>;
}
