/**
 * Style variants as static rules keyed on a data attribute: one rule per value of `values`,
 * `&:where([data-<attribute>="<value>"]) { <property>: <css> }`. The component's CSS stays
 * the same on every render (styled-components computes a static component's class once,
 * where a prop interpolation is evaluated, hashed and looked up at each render), and
 * `:where()` keeps the rule's weight that of the component's own class, so the cascade is
 * the one a per-prop interpolation had.
 */
export function variantRules(
  attribute: string,
  property: string,
  values: Readonly<Record<string, string>>,
): string {
  return Object.entries(values)
    .map(([value, css]) => `&:where([data-${attribute}="${value}"]) { ${property}: ${css}; }`)
    .join("\n");
}
