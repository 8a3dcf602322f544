import { ArticleGrid, ArticleList } from "#src/components/ArticleGrid.tsx";
import { Columns, Page, PageHeading } from "#src/components/pageParts.tsx";
import { SlotContent } from "#src/components/SlotContent.tsx";
import { TitledSection } from "#src/components/TitledSection.tsx";
import { useLabel } from "#src/components/useLabel.ts";
import { useLayoutTexts } from "#src/components/useLayoutTexts.ts";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import { LIMITS } from "#src/shared/limits.ts";

/** Health: 'Latest Health News' (6 cards, descriptions cut at 100) and 'Health & Diet' (3 items). */
export default function HealthLayout({ route, slots }: LayoutProps<"health">) {
  const labelText = useLabel();
  const LAYOUT_TEXT = useLayoutTexts();
  return (
    <Page>
      <PageHeading>{labelText(route.title)}</PageHeading>
      <Columns $split="lead-aside">
        <TitledSection title={LAYOUT_TEXT.latestHealthNews}>
          <SlotContent slot={slots.latest}>
            {(items) => (
              <ArticleGrid
                items={items}
                min="15rem"
                card={(article, index) => ({
                  eagerImage: index < 3,
                  kicker: article.category,
                  description: { cut: { unit: "characters", length: LIMITS.cardDescription } },
                  readMore: LAYOUT_TEXT.readMoreLower,
                })}
              />
            )}
          </SlotContent>
        </TitledSection>
        <TitledSection title={LAYOUT_TEXT.healthAndDiet}>
          <SlotContent slot={slots.diet}>
            {(items) => <ArticleList items={items} card={{ size: "s", image: "photo" }} />}
          </SlotContent>
        </TitledSection>
      </Columns>
    </Page>
  );
}
