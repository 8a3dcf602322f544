import { useId } from "react";
import styled from "styled-components";
import { ArticleCard } from "../../src/components/ArticleCard.tsx";
import { SectionTitle } from "../../src/components/articleParts.tsx";
import { CardGrid, Page, PageHeading, StoryList } from "../../src/components/Page.tsx";
import { SlotContent } from "../../src/components/SlotContent.tsx";
import { LIMITS, TEXT } from "../../src/components/texts.ts";
import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { theme } from "../../src/theme.ts";

const Columns = styled.div`
  display: grid;
  gap: 2.5rem;
  ${theme.media.wide} { grid-template-columns: minmax(0, 3fr) minmax(0, 1fr); align-items: start; }
`;

/** Health: 'Latest Health News' (6 cards, descriptions cut at 100) and 'Health & Diet' (3 items). */
export default function HealthLayout({ route, slots }: LayoutProps<"health">) {
  const latestHeading = useId();
  const dietHeading = useId();
  return (
    <Page>
      <PageHeading>{route.title}</PageHeading>
      <Columns>
        <section aria-labelledby={latestHeading}>
          <SectionTitle id={latestHeading}>{TEXT.latestHealthNews}</SectionTitle>
          <SlotContent slot={slots.latest}>
            {(items) => (
              <CardGrid $min="15rem">
                {items.map((article, i) => (
                  <li key={article.link}>
                    <ArticleCard
                      article={article}
                      eagerImage={i < 3}
                      kicker={article.category}
                      description={{
                        cut: { unit: "characters", length: LIMITS.cardDescription },
                      }}
                      readMore={TEXT.readMoreLower}
                    />
                  </li>
                ))}
              </CardGrid>
            )}
          </SlotContent>
        </section>
        <section aria-labelledby={dietHeading}>
          <SectionTitle id={dietHeading}>{TEXT.healthAndDiet}</SectionTitle>
          <SlotContent slot={slots.diet}>
            {(items) => (
              <StoryList>
                {items.map((article) => (
                  <li key={article.link}>
                    <ArticleCard article={article} size="s" image="photo" />
                  </li>
                ))}
              </StoryList>
            )}
          </SlotContent>
        </section>
      </Columns>
    </Page>
  );
}
