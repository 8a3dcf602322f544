import { type ReactNode, Suspense, useId } from "react";
import { SectionTitle } from "./articleParts.tsx";

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
      <section aria-label={label}>
        <SectionTitle>{title}</SectionTitle>
        {content}
      </section>
    );
  return (
    <section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{title}</SectionTitle>
      {content}
    </section>
  );
}
