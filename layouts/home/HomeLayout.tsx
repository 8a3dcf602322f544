import { Link } from "react-router";
import { ArticleCard } from "#src/components/ArticleCard.tsx";
import { ArticleGrid, ArticleList, withCategory } from "#src/components/ArticleGrid.tsx";
import { PLACEHOLDER_IMAGE } from "#src/components/ArticleImage.tsx";
import { Kicker } from "#src/components/articleParts.tsx";
import { LeadStory, worldNewsError } from "#src/components/LeadStory.tsx";
import { NewsUpdateBlock } from "#src/components/NewsUpdateBlock.tsx";
import { Columns, Page, PageHeading } from "#src/components/pageParts.tsx";
import { SlotContent } from "#src/components/SlotContent.tsx";
import { TitledSection } from "#src/components/TitledSection.tsx";
import { TrendingBox } from "#src/components/TrendingBox.tsx";
import { useLabel } from "#src/components/useLabel.ts";
import { useLocalHref, useTexts } from "#src/engine/LanguageContext.tsx";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import { todayPagePath } from "#src/shared/sitePaths.ts";

/** Paid-content blocks: present in the markup with static images, never shown (spec). */
function PaidContent() {
  const { TEXT } = useTexts();
  return (
    <aside hidden aria-label={TEXT.paidContent}>
      <img src={PLACEHOLDER_IMAGE} alt={TEXT.paidContent} width={160} height={90} />
    </aside>
  );
}

/** The World news front page (spec: '/'). */
export default function HomeLayout({ route, slots }: LayoutProps<"home">) {
  const labelText = useLabel();
  const { TEXT } = useTexts();
  const local = useLocalHref();
  const { options } = route;
  return (
    <Page>
      <PageHeading hidden>{labelText(route.title)}</PageHeading>
      {/* The day's top stories (issue 50). */}
      <Kicker as="p">
        <Link to={local(todayPagePath)}>{TEXT.chrome.today}</Link>
      </Kicker>
      <Columns $split="lead-aside">
        <LeadStory
          slot={slots.lead}
          creatorFallback={TEXT.worldNewsCreator}
          error={worldNewsError(slots.lead, TEXT)}
        />
        <TrendingBox slot={slots.trending} />
      </Columns>

      <TitledSection title={labelText(options.asiaTitle)}>
        <SlotContent slot={slots.asiaGrid} error={TEXT.error.asiaGrid}>
          {(items) => (
            <ArticleGrid
              items={items}
              min="18rem"
              card={{
                description: { clampLines: 3, fallback: TEXT.noDescription },
                date: { style: "full", missing: TEXT.noDate },
                readMore: TEXT.readMore,
              }}
            />
          )}
        </SlotContent>
      </TitledSection>

      <NewsUpdateBlock cards={slots.newsUpdate} latest={slots.latestNews} />
      <PaidContent />

      <TitledSection title={labelText(options.sportsTitle)}>
        <SlotContent slot={slots.sportsBlock}>
          {(items) => <ArticleGrid items={items} min="16rem" card={withCategory({ size: "s" })} />}
        </SlotContent>
      </TitledSection>

      <TitledSection title={labelText(options.secondRowTitle)}>
        <SlotContent slot={slots.secondRow}>
          {(items) => (
            <ArticleGrid
              items={items}
              min="16rem"
              card={{ size: "s", image: "photo", description: { clampLines: 2 } }}
            />
          )}
        </SlotContent>
      </TitledSection>
      <PaidContent />

      <TitledSection title={labelText(options.bottomTitle)}>
        <SlotContent slot={slots.bottom}>
          {([lead, ...small]) =>
            lead && (
              <Columns $split="main-aside">
                <ArticleCard
                  article={lead}
                  size="l"
                  description={{ clampLines: 3 }}
                  byline={lead.creator}
                />
                <ArticleList items={small} card={{ size: "s", layout: "row", image: "photo" }} />
              </Columns>
            )
          }
        </SlotContent>
      </TitledSection>
    </Page>
  );
}
