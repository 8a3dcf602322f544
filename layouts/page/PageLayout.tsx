import styled from "styled-components";
import { useLabel } from "#src/components/useLabel.ts";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import { theme } from "#src/theme.ts";

const Article = styled.article`
  max-width: 44rem;
  margin: 0 auto;
  padding: 2rem 1rem 4rem;
  h1 { font-family: ${theme.font.serif}; font-size: clamp(1.75rem, 4vw, 2.5rem); margin: 0 0 1.5rem; }
  h2 { font-family: ${theme.font.serif}; font-size: 1.35rem; margin: 2rem 0 0.5rem; }
  p { font-size: 1.0625rem; line-height: 1.7; margin: 0 0 1rem; }
`;

/** A static text page (contact, accessibility, ...) whose sections come from the manifest. */
export default function PageLayout({ route }: LayoutProps<"page">) {
  const labelText = useLabel();
  return (
    <Article>
      <h1>{labelText(route.title)}</h1>
      {route.options.sections.map((section, i) => (
        // Sections are static config in a fixed order, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static, never reordered
        <section key={i}>
          {section.heading && <h2>{labelText(section.heading)}</h2>}
          {section.paragraphs.map((paragraph) => (
            <p key={labelText(paragraph)}>{labelText(paragraph)}</p>
          ))}
        </section>
      ))}
    </Article>
  );
}
