import { resolve } from "node:path";
import type { Plugin } from "vite";
import { configInLanguage } from "../../src/shared/configLabels.ts";
import {
  formatProblem,
  validateConfig,
  validateStaticContent,
} from "../../src/shared/configValidation.ts";
import { editionMap } from "../../src/shared/editionEndpoints.ts";
import { defaultLanguage, type Language, languageCodes } from "../../src/shared/languageHref.ts";
import { readConfigFiles, readStaticContentFiles } from "../../src/shared/readConfigFiles.ts";
import { type StaticContentName, staticContentNames } from "../../src/shared/staticContent.ts";

const VIRTUAL_ID = "virtual:site-config";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** `virtual:static-content/podcasts` etc.: one module per file, so each page's chunk holds only its own. */
const STATIC_PREFIX = "virtual:static-content/";
const RESOLVED_STATIC_PREFIX = `\0${STATIC_PREFIX}`;
/**
 * `virtual:site-config/ar` etc.: the same config with every label in one language, for the
 * browser, so a page loads one language's labels (issue 38), not all four.
 */
const languageIds = new Map(
  languageCodes.map((lang) => [`\0${VIRTUAL_ID}/${lang}`, lang] as [string, Language]),
);

/**
 * Serves `virtual:site-config`: config/ validated at build time with the shared
 * schemas (the build fails with every problem listed) and emitted with defaults
 * applied, so the browser ships plain data and no manifest schema code.
 * Serves `virtual:static-content/<name>` the same way for the static sample content
 * (podcasts.json, live.json, blogs.json).
 */
export function siteConfigPlugin(configDir = "config"): Plugin {
  return {
    name: "site-config",
    resolveId: (id) => {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (languageIds.has(`\0${id}`)) return `\0${id}`;
      if (id.startsWith(STATIC_PREFIX)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id.startsWith(RESOLVED_STATIC_PREFIX)) {
        const name = id.slice(RESOLVED_STATIC_PREFIX.length) as StaticContentName;
        if (!staticContentNames.includes(name))
          this.error(`Unknown static content "${name}"; known: ${staticContentNames.join(", ")}`);
        const files = await readStaticContentFiles(configDir);
        for (const file of Object.values(files)) this.addWatchFile(resolve(file.file));
        const result = validateStaticContent(files);
        if (!result.ok)
          this.error(`Invalid config:\n${result.problems.map(formatProblem).join("\n")}`);
        if (!result.content[name]) this.error(`Missing config file ${configDir}/${name}.json`);
        return `export default ${JSON.stringify(result.content[name])};`;
      }
      const lang = languageIds.get(id);
      if (id !== RESOLVED_ID && !lang) return undefined;
      const files = await readConfigFiles(configDir);
      for (const file of Object.values(files)) this.addWatchFile(resolve(file.file));
      const result = validateConfig(files);
      if (!result.ok)
        this.error(`Invalid config:\n${result.problems.map(formatProblem).join("\n")}`);
      const { manifest, site, feeds } = result.config;
      // Which endpoints have editions (issue 38), never their feeds' URLs. An English page
      // reads none (another language is another page load): the English module leaves the
      // map out of every English page's bundle.
      const editions = lang === defaultLanguage ? {} : editionMap(feeds);
      const config = { manifest, site, editions };
      return `export default ${JSON.stringify(lang ? configInLanguage(config, lang) : config)};`;
    },
  };
}
