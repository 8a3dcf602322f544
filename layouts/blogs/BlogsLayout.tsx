import blogs from "virtual:static-content/blogs";
import { ArticleImage } from "#src/components/ArticleImage.tsx";
import { ArticleDate, Headline, Meta, Summary } from "#src/components/articleParts.tsx";
import { CardGrid, Page, PageHeading } from "#src/components/pageParts.tsx";
import { TEXT } from "#src/components/texts.ts";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import { calendarDateTime } from "#src/shared/staticContentValues.ts";
import styles from "./BlogsLayout.module.css";

/** The static 'All Blogs' page (config/blogs.json). */
export default function BlogsLayout(_props: LayoutProps<"blogs">) {
  return (
    <Page>
      <PageHeading>{TEXT.allBlogs}</PageHeading>
      <p className={styles.intro}>{blogs.intro}</p>
      <CardGrid min="18rem" aria-label={TEXT.allBlogs}>
        {blogs.posts.map((post, i) => (
          <li key={post.title}>
            <article className={styles.post}>
              <ArticleImage images={[post.imageUrl]} eager={i < 3} />
              <div>
                <Headline as="h2" size="m">
                  {post.title}
                </Headline>
                <Summary>{post.description}</Summary>
                <Meta>
                  <span>By {post.author}</span>
                  <ArticleDate iso={calendarDateTime(post.date)} />
                </Meta>
              </div>
            </article>
          </li>
        ))}
      </CardGrid>
    </Page>
  );
}
