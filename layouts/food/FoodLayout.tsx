import { ArticleGrid, ArticleList } from "#src/components/ArticleGrid.tsx";
import { FeaturedArticle } from "#src/components/FeaturedArticle.tsx";
import { Columns, Page, PageHeading } from "#src/components/pageParts.tsx";
import { SlotContent } from "#src/components/SlotContent.tsx";
import { TitledSection } from "#src/components/TitledSection.tsx";
import { useLabel } from "#src/components/useLabel.ts";
import { useLayoutTexts } from "#src/components/useLayoutTexts.ts";
import { useTexts } from "#src/engine/LanguageContext.tsx";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import { LIMITS } from "#src/shared/limits.ts";

/**
 * Food: a featured article (description cut at 150), 5 thumbnails, and a 'New Recipes'
 * grid with the spec's fallbacks. Every block reads the one food feed, fetched once.
 */
export default function FoodLayout({ route, slots }: LayoutProps<"food">) {
  const labelText = useLabel();
  const LAYOUT_TEXT = useLayoutTexts();
  const { TEXT } = useTexts();
  return (
    <Page>
      <PageHeading>{labelText(route.title)}</PageHeading>
      <Columns $split="main-aside">
        <FeaturedArticle
          slot={slots.featured}
          description={{ cut: { unit: "characters", length: LIMITS.foodDescription } }}
        />
        <SlotContent slot={slots.thumbnails} empty={null}>
          {(items) => (
            <ArticleList
              items={items}
              label={LAYOUT_TEXT.moreFromKitchen}
              card={{ size: "s", image: "square", layout: "row", date: false }}
            />
          )}
        </SlotContent>
      </Columns>
      <TitledSection title={LAYOUT_TEXT.newRecipes}>
        <SlotContent slot={slots.recipes}>
          {(items) => (
            <ArticleGrid
              items={items}
              min="16rem"
              card={{
                image: "photo",
                titleFallback: LAYOUT_TEXT.untitledRecipe,
                description: {
                  cut: { unit: "characters", length: LIMITS.cardDescription },
                  fallback: TEXT.noDescription,
                },
                date: { style: "short", missing: LAYOUT_TEXT.unknownDate },
              }}
            />
          )}
        </SlotContent>
      </TitledSection>
    </Page>
  );
}
