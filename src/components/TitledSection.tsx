import { type ReactNode, useId } from "react";
import { SectionTitle } from "./articleParts.tsx";

/**
 * A block of a screen under its section title: a `<section>` named by its heading, so
 * screen readers list it as a region and jump to it by heading. `label` names the
 * region otherwise, where the heading alone would say too little ('More from Africa'
 * over the heading 'Africa').
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
  if (label !== undefined)
    return (
      <section aria-label={label}>
        <SectionTitle>{title}</SectionTitle>
        {children}
      </section>
    );
  return (
    <section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{title}</SectionTitle>
      {children}
    </section>
  );
}
