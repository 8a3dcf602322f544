import * as z from "zod/mini";
import { labelSchema } from "./labelSchema.ts";
import type { Language } from "./languageHref.ts";
import { type Label, labelIn } from "./localizedLabel.ts";
import { type Manifest, manifestSchema } from "./manifest.ts";
import { type SiteConfig, siteConfigSchema } from "./siteConfig.ts";

/**
 * `value` (already parsed by `schema`) with each of its labels replaced by `replace`'s
 * answer, walking the schema beside it: which fields are labels is read from the schemas
 * (each is `labelSchema`), so a label added to a schema is found here too.
 */
export function mapLabels(
  schema: z.core.$ZodType,
  value: unknown,
  replace: (label: Label, path: PropertyKey[]) => unknown,
  path: PropertyKey[] = [],
): unknown {
  if (schema === labelSchema) return replace(value as Label, path);
  if (value === undefined || value === null) return value;
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case "optional":
    case "default":
    case "nullable":
      return mapLabels(def.innerType, value, replace, path);
    case "pipe":
      return mapLabels(def.out, value, replace, path);
    case "object": {
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      for (const [key, field] of Object.entries(def.shape))
        if (key in copy) copy[key] = mapLabels(field, copy[key], replace, [...path, key]);
      return copy;
    }
    case "array":
      return (value as unknown[]).map((item, i) =>
        mapLabels(def.element, item, replace, [...path, i]),
      );
    case "union": {
      // A route is one of the layouts' schemas: the one its parsed value matches.
      const option = def.options.find((candidate) => z.safeParse(candidate, value).success);
      return option ? mapLabels(option, value, replace, path) : value;
    }
    default:
      return value;
  }
}

/**
 * The config the browser needs for a page in `lang`: every label already in that language,
 * so a page carries one language's labels, not all four.
 */
export function configInLanguage<T extends { manifest: Manifest; site: SiteConfig }>(
  config: T,
  lang: Language,
): T {
  const inLang = (label: Label) => labelIn(label, lang);
  return {
    ...config,
    manifest: mapLabels(manifestSchema, config.manifest, inLang) as Manifest,
    site: mapLabels(siteConfigSchema, config.site, inLang) as SiteConfig,
  };
}
