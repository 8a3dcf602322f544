import blogs from "virtual:static-content/blogs";
import styled from "styled-components";
import { ArticleImage } from "#src/components/ArticleImage.tsx";
import { ArticleDate, Headline, Meta, Summary } from "#src/components/articleParts.tsx";
import { CardGrid, Page, PageHeading } from "#src/components/pageParts.tsx";
import { useLayoutTexts } from "#src/components/useLayoutTexts.ts";
import { useTexts } from "#src/engine/LanguageContext.tsx";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import { defaultLanguage } from "#src/shared/languageHref.ts";
import { calendarDateTime } from "#src/shared/staticContentValues.ts";
import { theme } from "#src/theme.ts";

const Intro = styled.p`
  margin: -1.5rem 0 0;
  max-width: 44rem;
  color: ${theme.color.muted};
  font-size: 1.0625rem;
`;

const Post = styled.article`
  display: grid;
  gap: 0.6rem;
  align-content: start;
`;

/**
 * The static 'All Blogs' page (config/blogs.json). The posts are the project's sample
 * content, written in English: declared so in every edition, around a translated page.
 */
export default function BlogsLayout(_props: LayoutProps<"blogs">) {
  const LAYOUT_TEXT = useLayoutTexts();
  const { TEXT } = useTexts();
  return (
    <Page>
      <PageHeading>{LAYOUT_TEXT.allBlogs}</PageHeading>
      <Intro lang={defaultLanguage}>{blogs.intro}</Intro>
      <CardGrid $min="18rem" aria-label={LAYOUT_TEXT.allBlogs}>
        {blogs.posts.map((post, i) => (
          <li key={post.title}>
            <Post>
              <ArticleImage images={[post.imageUrl]} eager={i < 3} />
              <div>
                <Headline as="h2" $size="m" lang={defaultLanguage}>
                  {post.title}
                </Headline>
                <Summary lang={defaultLanguage}>{post.description}</Summary>
                <Meta>
                  <span>{TEXT.chrome.byAuthor(post.author)}</span>
                  <ArticleDate iso={calendarDateTime(post.date)} />
                </Meta>
              </div>
            </Post>
          </li>
        ))}
      </CardGrid>
    </Page>
  );
}
