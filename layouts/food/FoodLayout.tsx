import { useId } from "react";
import styled from "styled-components";
import { ArticleCard } from "../../src/components/ArticleCard.tsx";
import { SectionTitle } from "../../src/components/articleParts.tsx";
import { CardGrid, Page, PageHeading, StoryList } from "../../src/components/Page.tsx";
import { SlotContent } from "../../src/components/SlotContent.tsx";
import { LIMITS, TEXT } from "../../src/components/texts.ts";
import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { theme } from "../../src/theme.ts";

const Top = styled.div`
  display: grid;
  gap: 2rem;
  ${theme.media.wide} { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); align-items: start; }
`;

/**
 * Food: a featured article (description cut at 150), 5 thumbnails, and a 'New Recipes'
 * grid with the spec's fallbacks. Every block reads the one food feed, fetched once.
 */
export default function FoodLayout({ route, slots }: LayoutProps<"food">) {
  const recipesHeading = useId();
  return (
    <Page>
      <PageHeading>{route.title}</PageHeading>
      <Top>
        <SlotContent slot={slots.featured}>
          {([article]) =>
            article && (
              <ArticleCard
                article={article}
                size="xl"
                eagerImage
                kicker={article.category}
                description={{ cut: { unit: "characters", length: LIMITS.foodDescription } }}
                byline={article.creator}
                headingLevel="h2"
              />
            )
          }
        </SlotContent>
        <SlotContent slot={slots.thumbnails} empty={null}>
          {(items) => (
            <StoryList aria-label="More from the kitchen">
              {items.map((article) => (
                <li key={article.link}>
                  <ArticleCard
                    article={article}
                    size="s"
                    image="square"
                    layout="row"
                    date={false}
                  />
                </li>
              ))}
            </StoryList>
          )}
        </SlotContent>
      </Top>
      <section aria-labelledby={recipesHeading}>
        <SectionTitle id={recipesHeading}>{TEXT.newRecipes}</SectionTitle>
        <SlotContent slot={slots.recipes}>
          {(items) => (
            <CardGrid $min="16rem">
              {items.map((article) => (
                <li key={article.link}>
                  <ArticleCard
                    article={article}
                    image="photo"
                    titleFallback={TEXT.untitledRecipe}
                    description={{
                      cut: { unit: "characters", length: LIMITS.cardDescription },
                      fallback: TEXT.noDescription,
                    }}
                    date={{ style: "short", missing: TEXT.unknownDate }}
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
