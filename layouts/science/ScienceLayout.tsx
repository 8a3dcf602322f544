import { useId } from "react";
import styled from "styled-components";
import { ArticleCard } from "../../src/components/ArticleCard.tsx";
import { SectionTitle } from "../../src/components/articleParts.tsx";
import { CardGrid, Page, PageHeading, StoryList } from "../../src/components/Page.tsx";
import { SlotContent } from "../../src/components/SlotContent.tsx";
import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { theme } from "../../src/theme.ts";

const Top = styled.div`
  display: grid;
  gap: 2rem;
  ${theme.media.wide} { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); align-items: start; }
`;

/** The science family (science, space, AI, environment): lead, 3 side, 2 lower, a section block, more. */
export default function ScienceLayout({ route, slots }: LayoutProps<"science">) {
  const sectionHeading = useId();
  const moreHeading = useId();
  return (
    <Page>
      <PageHeading>{route.title}</PageHeading>
      <Top>
        <SlotContent slot={slots.lead}>
          {([article]) =>
            article && (
              <ArticleCard
                article={article}
                size="xl"
                eagerImage
                kicker={article.category}
                description={{ clampLines: 4 }}
                byline={article.creator}
                headingLevel="h2"
              />
            )
          }
        </SlotContent>
        <SlotContent slot={slots.side} empty={null}>
          {(items) => (
            <StoryList aria-label="Top stories">
              {items.map((article) => (
                <li key={article.link}>
                  <ArticleCard
                    article={article}
                    size="s"
                    image="photo"
                    layout="row"
                    kicker={article.category}
                  />
                </li>
              ))}
            </StoryList>
          )}
        </SlotContent>
      </Top>
      <SlotContent slot={slots.lower} empty={null}>
        {(items) => (
          <CardGrid $min="22rem" $fit aria-label="More top stories">
            {items.map((article) => (
              <li key={article.link}>
                <ArticleCard
                  article={article}
                  layout="row"
                  image="photo"
                  description={{ clampLines: 3 }}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </SlotContent>
      <section aria-labelledby={sectionHeading}>
        <SectionTitle id={sectionHeading}>{route.options.sectionTitle}</SectionTitle>
        <SlotContent slot={slots.section}>
          {(items) => (
            <CardGrid $min="13rem" $fit>
              {items.map((article) => (
                <li key={article.link}>
                  <ArticleCard article={article} size="s" kicker={article.category} />
                </li>
              ))}
            </CardGrid>
          )}
        </SlotContent>
      </section>
      <section aria-labelledby={moreHeading}>
        <SectionTitle id={moreHeading}>More in {route.title}</SectionTitle>
        <SlotContent slot={slots.more}>
          {(items) => (
            <CardGrid $min="22rem">
              {items.map((article) => (
                <li key={article.link}>
                  <ArticleCard
                    article={article}
                    size="s"
                    image={false}
                    kicker={article.category}
                    description={{ clampLines: 2 }}
                    byline={article.creator}
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
