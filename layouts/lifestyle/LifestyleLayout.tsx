import styled from "styled-components";
import { ArticleGrid } from "#src/components/ArticleGrid.tsx";
import { ArticleImage } from "#src/components/ArticleImage.tsx";
import { articleLang, titleOf } from "#src/components/articleParts.tsx";
import { ExternalLink } from "#src/components/ExternalLink.tsx";
import { Columns, Page, PageHeading } from "#src/components/pageParts.tsx";
import { SlotContent } from "#src/components/SlotContent.tsx";
import { TextLead } from "#src/components/TextLead.tsx";
import { TitledSection } from "#src/components/TitledSection.tsx";
import { useLabel } from "#src/components/useLabel.ts";
import { useLayoutTexts } from "#src/components/useLayoutTexts.ts";
import { useTexts } from "#src/engine/LanguageContext.tsx";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import { theme } from "#src/theme.ts";

const Lead = styled.article`
  padding: 1.5rem 0;
  border-top: 3px solid ${theme.color.ink};
  border-bottom: 1px solid ${theme.color.rule};
`;

const SideFigure = styled.figure`
  margin: 0;
  figcaption { margin-top: 0.5rem; color: ${theme.color.muted}; font-size: 0.875rem; }
  /* A heading for screen readers, which jump between articles by heading; it looks as the caption did. */
  figcaption h2 { margin: 0; font: inherit; }
  figcaption a { text-decoration: none; }
  figcaption a:hover { text-decoration: underline; }
`;

/** Lifestyle: the first item as the headline, the second item's image beside it, then dining. */
export default function LifestyleLayout({ route, slots }: LayoutProps<"lifestyle">) {
  const labelText = useLabel();
  const LAYOUT_TEXT = useLayoutTexts();
  const { TEXT } = useTexts();
  return (
    <Page>
      <PageHeading>{labelText(route.title)}</PageHeading>
      <Columns $split="halves">
        <SlotContent slot={slots.headline}>
          {([article]) =>
            article && (
              <Lead>
                <TextLead article={article} clampLines={5} />
              </Lead>
            )
          }
        </SlotContent>
        <SlotContent slot={slots.side} empty={null}>
          {([article]) =>
            article && (
              <SideFigure>
                <ExternalLink href={article.link} tabIndex={-1} aria-hidden="true">
                  <ArticleImage
                    images={article.images}
                    proxy={article.imageProxy}
                    ratio="photo"
                    eager
                  />
                </ExternalLink>
                <figcaption>
                  <h2 {...articleLang(article)}>
                    <ExternalLink href={article.link}>{titleOf(article, TEXT)}</ExternalLink>
                  </h2>
                </figcaption>
              </SideFigure>
            )
          }
        </SlotContent>
      </Columns>
      <TitledSection title={LAYOUT_TEXT.dining}>
        <SlotContent slot={slots.dining} loading={TEXT.loading}>
          {(items) => (
            <ArticleGrid
              items={items}
              min="22rem"
              fit
              card={{
                layout: "row",
                image: "photo",
                description: { clampLines: 2 },
                readMore: LAYOUT_TEXT.readMoreLower,
              }}
            />
          )}
        </SlotContent>
      </TitledSection>
    </Page>
  );
}
