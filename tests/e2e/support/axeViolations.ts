import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Result } from "axe-core";
import type { Page } from "playwright-core";

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Runs axe-core on the page and lists its serious and critical violations with their
 * targets; `rules` runs only those (e.g. `["color-contrast"]`). Evaluated through the
 * DevTools protocol rather than added as a script element, so the page keeps its CSP: the
 * check runs in the same visit that watches for CSP errors.
 */
export async function seriousAxeViolations(page: Page, rules?: string[]): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (rules) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: { runOnly?: string[] },
          ) => Promise<{ violations: Result[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, rules ? { runOnly: rules } : {});
    return result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
  }, rules);
}
