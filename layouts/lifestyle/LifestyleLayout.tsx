import { useId } from "react";
import { ArticleCard } from "#src/components/ArticleCard.tsx";
import { ArticleImage } from "#src/components/ArticleImage.tsx";
import { SectionTitle, titleOf } from "#src/components/articleParts.tsx";
import { ExternalLink } from "#src/components/ExternalLink.tsx";
import { CardGrid, Columns, Page, PageHeading } from "#src/components/pageParts.tsx";
import { SlotContent } from "#src/components/SlotContent.tsx";
import { TEXT } from "#src/components/texts.ts";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import styles from "./LifestyleLayout.module.css";

/** Lifestyle: the first item as the headline, the second item's image beside it, then dining. */
export default function LifestyleLayout({ route, slots }: LayoutProps<"lifestyle">) {
  const diningHeading = useId();
  return (
    <Page>
      <PageHeading>{route.title}</PageHeading>
      <Columns split="halves">
        <SlotContent slot={slots.headline}>
          {([article]) =>
            article && (
              <article className={styles.lead}>
                <ArticleCard
                  article={article}
                  size="xl"
                  image={false}
                  description={{ clampLines: 5 }}
                  byline={article.creator}
                  headingLevel="h2"
                />
              </article>
            )
          }
        </SlotContent>
        <SlotContent slot={slots.side} empty={null}>
          {([article]) =>
            article && (
              <figure className={styles.sideFigure}>
                <ExternalLink href={article.link} tabIndex={-1} aria-hidden="true">
                  <ArticleImage images={article.images} ratio="photo" eager />
                </ExternalLink>
                <figcaption>
                  <ExternalLink href={article.link}>{titleOf(article)}</ExternalLink>
                </figcaption>
              </figure>
            )
          }
        </SlotContent>
      </Columns>
      <section aria-labelledby={diningHeading}>
        <SectionTitle id={diningHeading}>Dining</SectionTitle>
        <SlotContent slot={slots.dining} loading={TEXT.loading}>
          {(items) => (
            <CardGrid min="22rem" fit>
              {items.map((article) => (
                <li key={article.link}>
                  <ArticleCard
                    article={article}
                    layout="row"
                    image="photo"
                    description={{ clampLines: 2 }}
                    readMore={TEXT.readMoreLower}
                  />
                </li>
              ))}
            </CardGrid>
          )}
        </SlotContent>
      </section>
    </Page>
  );
}
