import { ArticleCard } from "#src/components/ArticleCard.tsx";
import { ArticleImage } from "#src/components/ArticleImage.tsx";
import { ExternalLink } from "#src/components/ExternalLink.tsx";
import { Columns, Page, PageHeading } from "#src/components/pageParts.tsx";
import { SlotContent } from "#src/components/SlotContent.tsx";
import { TEXT } from "#src/components/texts.ts";
import { WideOnly } from "#src/components/WideOnly.tsx";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import styles from "./ArtsLayout.module.css";

/** Art, book review, music and movies: a labelled lead text, a side image on large screens, a two-column grid. */
export default function ArtsLayout({ route, slots }: LayoutProps<"arts">) {
  const [side] = slots.side.items;
  return (
    <Page>
      <PageHeading>{route.title}</PageHeading>
      <Columns split="halves">
        <SlotContent slot={slots.lead}>
          {([article]) =>
            article && (
              <article className={styles.lead}>
                <ArticleCard
                  article={article}
                  size="xl"
                  image={false}
                  kicker={route.options.label}
                  description={{ clampLines: 6 }}
                  byline={article.creator}
                  headingLevel="h2"
                />
              </article>
            )
          }
        </SlotContent>
        {side && (
          <WideOnly>
            <ExternalLink href={side.link} tabIndex={-1} aria-hidden="true">
              <ArticleImage images={side.images} ratio="photo" />
            </ExternalLink>
          </WideOnly>
        )}
      </Columns>
      <SlotContent slot={slots.grid}>
        {(items) => (
          <ul className={styles.twoColumns} aria-label={`More ${route.title}`}>
            {items.map((article) => (
              <li key={article.link}>
                <ArticleCard
                  article={article}
                  image="photo"
                  layout="row"
                  kicker={article.category || TEXT.defaultCategory}
                  description={{ clampLines: 3 }}
                  readMore={TEXT.readMoreLower}
                />
              </li>
            ))}
          </ul>
        )}
      </SlotContent>
    </Page>
  );
}
