import type { LayoutProps } from "#src/engine/layoutProps.ts";
import styles from "./PageLayout.module.css";

/** A static text page (contact, accessibility, ...) whose sections come from the manifest. */
export default function PageLayout({ route }: LayoutProps<"page">) {
  return (
    <article className={styles.article}>
      <h1>{route.title}</h1>
      {route.options.sections.map((section, i) => (
        // Sections are static config in a fixed order, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static, never reordered
        <section key={i}>
          {section.heading && <h2>{section.heading}</h2>}
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
