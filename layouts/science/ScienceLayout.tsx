import { ArticleGrid, ArticleList, withCategory } from "#src/components/ArticleGrid.tsx";
import { FeaturedArticle } from "#src/components/FeaturedArticle.tsx";
import { Columns, Page, PageHeading } from "#src/components/pageParts.tsx";
import { SlotContent } from "#src/components/SlotContent.tsx";
import { TitledSection } from "#src/components/TitledSection.tsx";
import { useLabel } from "#src/components/useLabel.ts";
import { useLayoutTexts } from "#src/components/useLayoutTexts.ts";
import type { LayoutProps } from "#src/engine/layoutProps.ts";

/** The science family (science, space, AI, environment): lead, 3 side, 2 lower, a section block, more. */
export default function ScienceLayout({ route, slots }: LayoutProps<"science">) {
  const labelText = useLabel();
  const LAYOUT_TEXT = useLayoutTexts();
  return (
    <Page>
      <PageHeading>{labelText(route.title)}</PageHeading>
      <Columns $split="main-aside">
        <FeaturedArticle slot={slots.lead} />
        <SlotContent slot={slots.side} empty={null}>
          {(items) => (
            <ArticleList
              items={items}
              label={LAYOUT_TEXT.topStories}
              card={withCategory({ size: "s", image: "photo", layout: "row" })}
            />
          )}
        </SlotContent>
      </Columns>
      <SlotContent slot={slots.lower} empty={null}>
        {(items) => (
          <ArticleGrid
            items={items}
            min="22rem"
            fit
            label={LAYOUT_TEXT.moreTopStories}
            card={{ layout: "row", image: "photo", description: { clampLines: 3 } }}
          />
        )}
      </SlotContent>
      <TitledSection title={labelText(route.options.sectionTitle)}>
        <SlotContent slot={slots.section}>
          {(items) => (
            <ArticleGrid items={items} min="13rem" fit card={withCategory({ size: "s" })} />
          )}
        </SlotContent>
      </TitledSection>
      <TitledSection title={LAYOUT_TEXT.moreIn(labelText(route.title))}>
        <SlotContent slot={slots.more}>
          {(items) => (
            <ArticleGrid
              items={items}
              min="22rem"
              card={(article) => ({
                size: "s",
                image: false,
                kicker: article.category,
                description: { clampLines: 2 },
                byline: article.creator,
              })}
            />
          )}
        </SlotContent>
      </TitledSection>
    </Page>
  );
}
