import type * as z from "zod/mini";
import { jsonPath, routeAt } from "./configIssues.ts";
import { mapLabels } from "./configLabels.ts";
import { languageCodes } from "./languageHref.ts";
import { labelIn, missingLanguages } from "./localizedLabel.ts";
import { type Manifest, manifestSchema } from "./manifest.ts";
import { type SiteConfig, siteConfigSchema } from "./siteConfig.ts";

/**
 * A problem as `configValidation.ts` reports it (its `ConfigProblem`: that module imports
 * this one, so the type is not imported back).
 */
export interface LabelProblem {
  file: string;
  route?: string;
  path: string;
  reason: string;
}

/**
 * Every label of the valid config that lacks an interface language (issue 38: in Arabic the
 * menu, section titles and ad label stayed English), found through the schemas (`mapLabels`).
 */
export function labelProblems(
  config: { manifest: Manifest; site: SiteConfig },
  files: { routes: { file: string; data: unknown }; site: { file: string } },
): LabelProblem[] {
  const inFile = (file: string, schema: z.core.$ZodType, value: unknown, data?: unknown) => {
    const problems: LabelProblem[] = [];
    mapLabels(schema, value, (label, path) => {
      const missing = missingLanguages(label);
      const route = data === undefined ? undefined : routeAt(data, path);
      if (missing.length > 0)
        problems.push({
          file,
          ...(route === undefined ? {} : { route }),
          path: jsonPath(path),
          reason: `label "${labelIn(label, "en")}" has no text in ${missing.join(", ")}; every label needs ${languageCodes.join(", ")}`,
        });
      return label;
    });
    return problems;
  };
  return [
    ...inFile(files.site.file, siteConfigSchema, config.site),
    ...inFile(files.routes.file, manifestSchema, config.manifest, files.routes.data),
  ];
}
