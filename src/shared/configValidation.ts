import type * as z from "zod/mini";
import { describeIssue, jsonPath, routeAt, writtenPath } from "./configIssues.ts";
import { type FeedsConfig, feedsConfigSchema, sourceOptions } from "./feedsConfig.ts";
import type { JsonSyntaxError } from "./jsonSyntaxError.ts";
import { labelProblems } from "./labelProblems.ts";
import { type Manifest, manifestSchema } from "./manifest.ts";
import { podcastRegistryProblems } from "./podcastRegistryProblems.ts";
import { feedSources, namePublisher, registryProblems } from "./registryProblems.ts";
import { routeSlots } from "./routeSlots.ts";
import { type SiteConfig, siteConfigSchema } from "./siteConfig.ts";
import { builtInPagePaths } from "./sitePaths.ts";
import { type SourcesConfig, sourcesConfigSchema } from "./sourcesConfig.ts";
import {
  layoutStaticContent,
  type StaticContent,
  type StaticContentName,
  staticContentNames,
  staticContentSchemas,
} from "./staticContent.ts";
import { DEFAULT_PODCAST_CATEGORY } from "./staticContentValues.ts";

/** One thing wrong with the configuration, precise enough to fix without reading code. */
export interface ConfigProblem {
  file: string;
  /** The route (its path) the problem belongs to, when it belongs to one. */
  route?: string;
  /** JSON path inside the file, e.g. `routes[3].slots.trending.from`. */
  path: string;
  reason: string;
  /** Where in the text, for a file that is not valid JSON (1-based). */
  line?: number;
  column?: number;
}

/** A config file's name and contents; `jsonError` when its text is not valid JSON. */
export interface ConfigFile {
  file: string;
  data: unknown;
  jsonError?: JsonSyntaxError;
  /** The file does not exist (read so, not thrown, for a file a config directory may lack). */
  missing?: boolean;
}

export interface ConfigFiles {
  routes: ConfigFile;
  site: ConfigFile;
  feeds: ConfigFile;
  /** `sources.json`: the registry of publishers (issue 38). */
  sources: ConfigFile;
}

export interface ValidConfig {
  manifest: Manifest;
  site: SiteConfig;
  feeds: FeedsConfig;
  sources: SourcesConfig;
}

export type ConfigResult =
  | { ok: true; config: ValidConfig }
  | { ok: false; problems: ConfigProblem[] };

/**
 * One line: `file: route "/x" at routes[3].slots: reason`, or for text that is not JSON
 * `file:12:5: not valid JSON at line 12, column 5: reason` (the form editors jump to).
 */
export function formatProblem(problem: ConfigProblem): string {
  if (problem.line !== undefined)
    return `${problem.file}:${problem.line}:${problem.column}: ${problem.reason}`;
  const route = problem.route === undefined ? "" : ` route "${problem.route}"`;
  return `${problem.file}:${route} at ${problem.path || "(top level)"}: ${problem.reason}`;
}

/** Validates every config file on its own, then the references between them. */
export function validateConfig(files: ConfigFiles): ConfigResult {
  const routes = parseFile(files.routes, manifestSchema);
  const site = parseFile(files.site, siteConfigSchema);
  const feeds = parseFile(files.feeds, feedsConfigSchema);
  const sources = parseFile(files.sources, sourcesConfigSchema);
  const sourcesProblems = sources.problems.map((problem) => ({
    ...problem,
    path: namePublisher(files.sources.data, problem.path),
  }));
  const problems = [...routes.problems, ...site.problems, ...feeds.problems, ...sourcesProblems];
  if (routes.value && site.value && feeds.value && sources.value) {
    const config = {
      manifest: routes.value as Manifest,
      site: site.value,
      feeds: feeds.value,
      sources: sources.value,
    };
    problems.push(...crossCheck(config, files), ...registryProblems(config, files));
    if (problems.length === 0) return { ok: true, config };
  }
  return { ok: false, problems };
}

/** The static sample content files (podcasts, live, blogs) found in a config directory. */
export type StaticContentFiles = Partial<Record<StaticContentName, ConfigFile>>;

export type StaticContentResult =
  | { ok: true; content: Partial<StaticContent> }
  | { ok: false; problems: ConfigProblem[] };

/**
 * Validates the static content files present (`podcasts.json`, `live.json`,
 * `blogs.json`) against their schemas, then what a schema cannot say: ids are unique
 * in their list and the default podcast category exists, and the podcast registry's
 * references (`podcastRegistryProblems`; its publishers when `sources` is given). Whether
 * a file must be present depends on the routes: see `missingStaticContent`.
 */
export function validateStaticContent(
  files: StaticContentFiles,
  sources?: { file: string; publishers: readonly { id: string }[] },
): StaticContentResult {
  const problems: ConfigProblem[] = [];
  const content: Partial<Record<StaticContentName, unknown>> = {};
  for (const name of staticContentNames) {
    const file = files[name];
    if (!file) continue;
    const parsed = parseFile(file, staticContentSchemas[name] as z.ZodMiniType<unknown>);
    problems.push(...parsed.problems);
    content[name] = parsed.value;
  }
  if (problems.length > 0) return { ok: false, problems };
  const valid = content as Partial<StaticContent>;
  const duplicates = (file: string, at: string, items: readonly { id: string | number }[]) => {
    const seen = new Set<string | number>();
    items.forEach(({ id }, i) => {
      if (seen.has(id))
        problems.push({
          file,
          path: `${at}[${i}].id`,
          reason: `duplicate id ${JSON.stringify(id)}`,
        });
      seen.add(id);
    });
  };
  if (valid.podcasts && files.podcasts) {
    const podcastsFile = files.podcasts.file;
    const { categories } = valid.podcasts;
    duplicates(podcastsFile, "categories", categories);
    categories.forEach((category, i) => {
      duplicates(podcastsFile, `categories[${i}].items`, category.items);
    });
    if (!categories.some((category) => category.id === DEFAULT_PODCAST_CATEGORY))
      problems.push({
        file: podcastsFile,
        path: "categories",
        reason: `the default category "${DEFAULT_PODCAST_CATEGORY}" is missing`,
      });
    problems.push(...podcastRegistryProblems(valid.podcasts, podcastsFile, sources));
  }
  if (valid.live && files.live) {
    duplicates(files.live.file, "episodes", valid.live.episodes);
    duplicates(files.live.file, "news", valid.live.news);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, content: valid };
}

/** A route whose layout shows static content needs that content's file in the config directory. */
export function missingStaticContent(
  manifest: Manifest,
  files: StaticContentFiles,
  configDir: string,
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const name of staticContentNames) {
    if (files[name]) continue;
    const route = manifest.routes.find((entry) => layoutStaticContent[entry.layout] === name);
    if (route)
      problems.push({
        file: `${configDir.replace(/\/+$/, "")}/${name}.json`,
        route: route.path,
        path: "",
        reason: `file not found; the "${route.layout}" layout shows its content`,
      });
  }
  return problems;
}

function parseFile<T>(
  input: ConfigFile,
  schema: z.ZodMiniType<T>,
): { value?: T; problems: ConfigProblem[] } {
  if (input.missing)
    return { problems: [{ file: input.file, path: "", reason: "file not found" }] };
  if (input.jsonError !== undefined) {
    const { message, line, column } = input.jsonError;
    const reason = `not valid JSON at line ${line}, column ${column}: ${message}`;
    return { problems: [{ file: input.file, path: "", reason, line, column }] };
  }
  const result = schema.safeParse(input.data, { reportInput: true });
  if (result.success) return { value: result.data, problems: [] };
  return {
    problems: result.error.issues.map((issue) => ({
      file: input.file,
      route: routeAt(input.data, issue.path),
      path: jsonPath(writtenPath(input.data, issue.path)),
      reason: describeIssue(issue, input.data),
    })),
  };
}

function crossCheck(config: ValidConfig, files: ConfigFiles): ConfigProblem[] {
  const problems: ConfigProblem[] = [...labelProblems(config, files)];
  const routesFile = files.routes.file;
  const { manifest, site, feeds } = config;
  const groupIds = new Set(site.menuGroups.map((group) => group.id));
  const seenPaths = new Map<string, string>();

  const claimPath = (path: string, jsonAt: string, route?: string) => {
    const first = seenPaths.get(path);
    if (first === undefined) seenPaths.set(path, jsonAt);
    else
      problems.push({
        file: routesFile,
        route,
        path: jsonAt,
        reason: `duplicate path "${path}" (already defined at ${first})`,
      });
  };
  const checkMenu = (group: string | undefined, jsonAt: string, route?: string) => {
    if (group !== undefined && !groupIds.has(group))
      problems.push({
        file: routesFile,
        route,
        path: `${jsonAt}.menu.group`,
        reason: `menu group "${group}" is not defined in ${files.site.file} menuGroups (${[...groupIds].join(", ")})`,
      });
  };

  manifest.routes.forEach((route, i) => {
    const at = `routes[${i}]`;
    claimPath(route.path, `${at}.path`, route.path);
    checkMenu(route.menu?.group, at, route.path);
    for (const [slot, rule] of routeSlots(route)) {
      if (!(rule.feed in feeds.endpoints))
        problems.push({
          file: routesFile,
          route: route.path,
          path: jsonPath(writtenPath(files.routes.data, ["routes", i, "slots", slot, "feed"])),
          reason: `endpoint "${rule.feed}" is not defined in ${files.feeds.file}`,
        });
    }
  });

  // A URL is fetched once for every endpoint and edition that reads it, so with one User-Agent.
  const userAgents = new Map<string, { userAgent: string | undefined; at: string }>();
  for (const { source, at } of feedSources(feeds)) {
    const { url, userAgent } = sourceOptions(source);
    const first = userAgents.get(url);
    if (!first) userAgents.set(url, { userAgent, at });
    else if (first.userAgent !== userAgent)
      problems.push({
        file: files.feeds.file,
        path: at,
        reason: `source "${url}" has another userAgent at ${first.at}; a URL is fetched once, so it takes one User-Agent`,
      });
  }

  const routePaths = new Set(manifest.routes.map((route) => route.path));
  manifest.redirects.forEach((redirect, i) => {
    const at = `redirects[${i}]`;
    claimPath(redirect.from, `${at}.from`);
    checkMenu(redirect.menu?.group, at);
    if (!routePaths.has(redirect.to))
      problems.push({
        file: routesFile,
        path: `${at}.to`,
        reason: `redirect target "${redirect.to}" is not a route path`,
      });
  });

  const sitePaths = new Set([
    ...routePaths,
    ...manifest.redirects.map((r) => r.from),
    ...builtInPagePaths,
  ]);
  site.footer.links.forEach((link, i) => {
    if (link.href.startsWith("/") && !sitePaths.has(link.href))
      problems.push({
        file: files.site.file,
        path: `footer.links[${i}].href`,
        reason: `"${link.href}" is not a route or redirect in ${routesFile}, nor a built-in page`,
      });
  });
  return problems;
}
