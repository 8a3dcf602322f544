import { useId, useState } from "react";
import styled, { css } from "styled-components";
import { ArticleGrid, ArticleList, withCategory } from "#src/components/ArticleGrid.tsx";
import { SectionTitle } from "#src/components/articleParts.tsx";
import { FeaturedArticle } from "#src/components/FeaturedArticle.tsx";
import { Columns, Page, PageHeading } from "#src/components/pageParts.tsx";
import { SlotContent } from "#src/components/SlotContent.tsx";
import { SlotMessage } from "#src/components/SlotMessage.tsx";
import { TitledSection } from "#src/components/TitledSection.tsx";
import { useLabel } from "#src/components/useLabel.ts";
import { useLayoutTexts } from "#src/components/useLayoutTexts.ts";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import type { SlotState } from "#src/engine/slotState.ts";
import type { Article } from "#src/shared/article.ts";
import { theme } from "#src/theme.ts";
import { filterByTitle } from "./filterByTitle.ts";

const Sidebar = styled.aside`
  display: grid;
  gap: 1rem;
  align-content: start;
`;

/** The search field and the tag select share one look; the select sits on the wash. */
const fieldStyle = css`
  width: 100%;
  padding: 0.6rem 0.8rem;
  border: 1px solid ${theme.color.rule};
  border-radius: 4px;
  font: inherit;
  font-size: 0.9375rem;
  background: ${theme.color.paper};
`;

const Field = styled.input`
  ${fieldStyle}
`;

const TagSelect = styled.select`
  ${fieldStyle}
  padding: 0.55rem 0.8rem;
  background: ${theme.color.wash};
`;

/** Author, or the spec's 'Unknown Author'. */
function authorOf(article: Article, unknownAuthor: string): string {
  return article.author?.trim() || unknownAuthor;
}

/** 'Recent Post': a title search over articles 2 to 6, then the decorative tag dropdown. */
function RecentPosts({ slot }: { slot: SlotState }) {
  const LAYOUT_TEXT = useLayoutTexts();
  const headingId = useId();
  const searchId = useId();
  const [query, setQuery] = useState("");
  return (
    <Sidebar aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{LAYOUT_TEXT.recentPost}</SectionTitle>
      <label htmlFor={searchId} className="visually-hidden">
        {LAYOUT_TEXT.searchRecentPosts}
      </label>
      <Field
        id={searchId}
        type="search"
        placeholder={LAYOUT_TEXT.search}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <SlotContent slot={slot} empty={LAYOUT_TEXT.noArticles}>
        {(items) => {
          const matches = filterByTitle(items, query);
          if (matches.length === 0)
            return <SlotMessage kind="status">{LAYOUT_TEXT.noPostsMatch}</SlotMessage>;
          return (
            <ArticleList
              items={matches}
              label={LAYOUT_TEXT.recentPost}
              card={(article) => ({
                size: "s",
                image: "photo",
                layout: "row",
                byline: authorOf(article, LAYOUT_TEXT.unknownAuthor),
              })}
            />
          );
        }}
      </SlotContent>
      {/* Decorative, as in the spec: a single option that filters nothing. */}
      <TagSelect aria-label={LAYOUT_TEXT.tags} defaultValue={LAYOUT_TEXT.popularTag}>
        <option>{LAYOUT_TEXT.popularTag}</option>
      </TagSelect>
    </Sidebar>
  );
}

/** The sports pages (sports, cricket, baseball, basketball, hockey, tennis, soccer): one template. */
export default function SportsLayout({ route, slots }: LayoutProps<"sports">) {
  const labelText = useLabel();
  const LAYOUT_TEXT = useLayoutTexts();
  return (
    <Page>
      <PageHeading>{labelText(route.title)}</PageHeading>
      <Columns $split="main-aside">
        <FeaturedArticle
          slot={slots.main}
          empty={LAYOUT_TEXT.noArticles}
          description={{ clampLines: 6 }}
          readMore={LAYOUT_TEXT.readFurther}
        />
        <RecentPosts slot={slots.recent} />
      </Columns>
      <TitledSection title={LAYOUT_TEXT.more(labelText(route.title))}>
        <SlotContent slot={slots.sub} empty={LAYOUT_TEXT.noArticles}>
          {(items) => (
            <ArticleGrid
              // The sub-list shows the excerpt, when the article has one.
              items={items.map((article) => ({ ...article, description: article.excerpt ?? "" }))}
              min="16rem"
              fit
              card={withCategory({ image: "photo", description: { clampLines: 3 } })}
            />
          )}
        </SlotContent>
      </TitledSection>
    </Page>
  );
}
