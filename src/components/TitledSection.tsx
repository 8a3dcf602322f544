import { type ReactNode, Suspense, useId } from "react";
import styled from "styled-components";
import { SectionTitle } from "./articleParts.tsx";

/**
 * Below the fold a section costs nothing until it comes near the viewport: the browser
 * skips its layout and paint (`content-visibility: auto`, the first layout of a long page
 * was its largest task) and keeps the size it last had, guessed until then. The clip margin
 * leaves room for the focus ring (theme: 3 px, offset 2 px) that paint containment would
 * cut at the section's edge.
 */
const Section = styled.section`
  content-visibility: auto;
  contain-intrinsic-block-size: auto 36rem;
  overflow-clip-margin: 6px;
`;

/**
 * A block of a screen under its section title: a `<section>` named by its heading, so
 * screen readers list it as a region and jump to it by heading. `label` names the
 * region otherwise, where the heading alone would say too little ('More from Africa'
 * over the heading 'Africa').
 *
 * Its content is a Suspense boundary of its own (it never suspends): the browser hydrates
 * each section in a commit of its own, after the page around it, instead of the whole page
 * in one long task.
 */
export function TitledSection({
  title,
  label,
  children,
}: {
  title: ReactNode;
  label?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const content = <Suspense>{children}</Suspense>;
  if (label !== undefined)
    return (
      <Section aria-label={label}>
        <SectionTitle>{title}</SectionTitle>
        {content}
      </Section>
    );
  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{title}</SectionTitle>
      {content}
    </Section>
  );
}
