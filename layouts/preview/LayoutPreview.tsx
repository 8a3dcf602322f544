import styled from "styled-components";
import type { AnyLayoutProps } from "../../src/engine/layoutProps.ts";
import type { SliceRule } from "../../src/shared/manifest.ts";
import { theme } from "../../src/theme.ts";

const Wrapper = styled.div`
  max-width: ${theme.pageWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  h1 { font-family: ${theme.font.serif}; font-size: 2rem; margin: 0 0 1rem; }
  h2 { font-size: 1rem; margin: 1.5rem 0 0.25rem; }
  code { color: ${theme.color.muted}; }
  li { margin: 0.25rem 0; }
  a { color: ${theme.color.link}; }
`;

/**
 * A stand-in for a layout template that has not been built yet: the route title,
 * then each slot with the feed and slice it reads and the articles it received.
 */
export function LayoutPreview({ route, slots }: AnyLayoutProps) {
  const rules = route.slots as Record<string, SliceRule>;
  return (
    <Wrapper>
      <h1>{route.title}</h1>
      {Object.entries(slots).map(([name, slot]) => {
        const rule = rules[name];
        return (
          <section key={name} aria-label={name}>
            <h2>
              {name}{" "}
              <code>
                {rule
                  ? `${rule.feed} [${rule.from}${rule.count ? `, +${rule.count}` : ", ..."}]`
                  : ""}
              </code>
            </h2>
            {slot.status === "loading" && <p>Loading...</p>}
            {slot.status === "error" && <p>{slot.error?.message}</p>}
            <ul>
              {slot.items.map((item) => (
                <li key={item.link}>
                  <a href={item.link} target="_blank" rel="noopener noreferrer">
                    {item.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </Wrapper>
  );
}
