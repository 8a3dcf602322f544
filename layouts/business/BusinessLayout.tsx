import styled from "styled-components";
import { ArticleCard } from "../../src/components/ArticleCard.tsx";
import { LatestNewsBlock } from "../../src/components/LatestNewsBlock.tsx";
import { CardGrid, Page, PageHeading, StoryList } from "../../src/components/Page.tsx";
import { SlotContent } from "../../src/components/SlotContent.tsx";
import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import type { SlotState } from "../../src/engine/slotState.ts";
import { theme } from "../../src/theme.ts";

/** Left, centre and right columns; on wide screens the main story sits in the middle. */
const Columns = styled.div`
  display: grid;
  gap: 2rem;
  > .main { order: -1; }
  ${theme.media.wide} {
    grid-template-columns: 1fr 2fr 1fr;
    > .main { order: 0; }
  }
`;

function Column({ slot, label }: { slot: SlotState; label: string }) {
  return (
    <SlotContent slot={slot} empty={null}>
      {(items) => (
        <StoryList aria-label={label}>
          {items.map((article) => (
            <li key={article.link}>
              <ArticleCard article={article} size="s" image="photo" kicker={article.category} />
            </li>
          ))}
        </StoryList>
      )}
    </SlotContent>
  );
}

/** Business-style pages (energy, dealbook, politics, ...): four columns, then Latest News. */
export default function BusinessLayout({ route, slots }: LayoutProps<"business">) {
  return (
    <Page>
      <PageHeading>{route.title}</PageHeading>
      <Columns>
        <Column slot={slots.left} label="Top stories" />
        <div className="main">
          <SlotContent slot={slots.main}>
            {([article]) =>
              article && (
                <ArticleCard
                  article={article}
                  size="xl"
                  eagerImage
                  kicker={article.category}
                  description={{ clampLines: 5 }}
                  byline={article.creator}
                  headingLevel="h2"
                />
              )
            }
          </SlotContent>
        </div>
        <Column slot={slots.right} label="More stories" />
      </Columns>
      <SlotContent slot={slots.below} empty={null}>
        {(items) => (
          <CardGrid $min="22rem" aria-label="Further stories">
            {items.map((article) => (
              <li key={article.link}>
                <ArticleCard
                  article={article}
                  layout="row"
                  image="photo"
                  description={{ clampLines: 2 }}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </SlotContent>
      <LatestNewsBlock featured={slots.featured} latest={slots.latest} />
    </Page>
  );
}
