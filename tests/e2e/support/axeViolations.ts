import { createRequire } from "node:module";
import type { Result } from "axe-core";
import type { Page } from "playwright-core";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/**
 * Runs axe-core on the page (opened with `bypassCSP`: the site's CSP rightly refuses the
 * injected script) and lists its serious and critical violations with their targets;
 * `rules` runs only those (e.g. `["color-contrast"]`).
 */
export async function seriousAxeViolations(page: Page, rules?: string[]): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
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
