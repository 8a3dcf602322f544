import styled from "styled-components";
import { ArticleCard } from "../../src/components/ArticleCard.tsx";
import { SectionTitle } from "../../src/components/articleParts.tsx";
import { LeadStory, worldNewsError } from "../../src/components/LeadStory.tsx";
import { NewsUpdateBlock } from "../../src/components/NewsUpdateBlock.tsx";
import { CardGrid, Page } from "../../src/components/Page.tsx";
import { SlotContent } from "../../src/components/SlotContent.tsx";
import { TrendingBox } from "../../src/components/TrendingBox.tsx";
import { TEXT } from "../../src/components/texts.ts";
import type { LayoutProps } from "../../src/engine/layoutProps.ts";
import { theme } from "../../src/theme.ts";

const Top = styled.div`
  display: grid;
  gap: 2rem;
  ${theme.media.wide} { grid-template-columns: 3fr 1fr; }
`;

const Bottom = styled.div`
  display: grid;
  gap: 1.5rem;
  ${theme.media.wide} { grid-template-columns: 3fr 2fr; align-items: start; }
  > ul { display: grid; align-content: start; gap: 1.25rem; margin: 0; padding: 0; list-style: none; }
`;

/** Paid-content blocks: present in the markup with static images, never shown (spec). */
function PaidContent() {
  return (
    <aside hidden aria-label={TEXT.paidContent}>
      <img src="/brand/placeholder.svg" alt={TEXT.paidContent} width={160} height={90} />
    </aside>
  );
}

/** The World news front page (spec: '/'). */
export default function HomeLayout({ route, slots }: LayoutProps<"home">) {
  const { options } = route;
  return (
    <Page>
      <h1 className="visually-hidden">{route.title}</h1>
      <Top>
        <LeadStory
          slot={slots.lead}
          creatorFallback={TEXT.worldNewsCreator}
          error={worldNewsError(slots.lead)}
        />
        <TrendingBox slot={slots.trending} />
      </Top>

      <section aria-label={options.asiaTitle}>
        <SectionTitle>{options.asiaTitle}</SectionTitle>
        <SlotContent slot={slots.asiaGrid} error={TEXT.error.asiaGrid}>
          {(items) => (
            <CardGrid $min="18rem">
              {items.map((article) => (
                <li key={article.link}>
                  <ArticleCard
                    article={article}
                    description={{ clampLines: 3, fallback: TEXT.noDescription }}
                    date={{ style: "full", missing: TEXT.noDate }}
                    readMore={TEXT.readMore}
                  />
                </li>
              ))}
            </CardGrid>
          )}
        </SlotContent>
      </section>

      <NewsUpdateBlock cards={slots.newsUpdate} latest={slots.latestNews} />
      <PaidContent />

      <section aria-label={options.sportsTitle}>
        <SectionTitle>{options.sportsTitle}</SectionTitle>
        <SlotContent slot={slots.sportsBlock}>
          {(items) => (
            <CardGrid $min="16rem">
              {items.map((article) => (
                <li key={article.link}>
                  <ArticleCard article={article} size="s" kicker={article.category} />
                </li>
              ))}
            </CardGrid>
          )}
        </SlotContent>
      </section>

      <section aria-label={options.secondRowTitle}>
        <SectionTitle>{options.secondRowTitle}</SectionTitle>
        <SlotContent slot={slots.secondRow}>
          {(items) => (
            <CardGrid $min="16rem">
              {items.map((article) => (
                <li key={article.link}>
                  <ArticleCard
                    article={article}
                    size="s"
                    image="photo"
                    description={{ clampLines: 2 }}
                  />
                </li>
              ))}
            </CardGrid>
          )}
        </SlotContent>
      </section>
      <PaidContent />

      <section aria-label={options.bottomTitle}>
        <SectionTitle>{options.bottomTitle}</SectionTitle>
        <SlotContent slot={slots.bottom}>
          {([lead, ...small]) =>
            lead && (
              <Bottom>
                <ArticleCard
                  article={lead}
                  size="l"
                  description={{ clampLines: 3 }}
                  byline={lead.creator}
                />
                <ul>
                  {small.map((article) => (
                    <li key={article.link}>
                      <ArticleCard article={article} size="s" layout="row" image="photo" />
                    </li>
                  ))}
                </ul>
              </Bottom>
            )
          }
        </SlotContent>
      </section>
    </Page>
  );
}
