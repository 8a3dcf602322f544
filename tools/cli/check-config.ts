/** `npm run check:config`: validates everything in config/ and explains each problem. */
import {
  type ConfigProblem,
  formatProblem,
  missingStaticContent,
  validateConfig,
  validateStaticContent,
} from "../../src/shared/configValidation.ts";
import { readConfigFiles, readStaticContentFiles } from "../../src/shared/readConfigFiles.ts";

const configDir = process.argv[2] ?? "config";
const files = await readConfigFiles(configDir);
const result = validateConfig(files);
// The static sample content (podcasts, live, blogs) is checked too, when present or needed.
const staticFiles = await readStaticContentFiles(configDir);
const content = validateStaticContent(
  staticFiles,
  result.ok
    ? { file: files.sources.file, publishers: result.config.sources.publishers }
    : undefined,
);
const problems: ConfigProblem[] = [
  ...(result.ok
    ? missingStaticContent(result.config.manifest, staticFiles, configDir)
    : result.problems),
  ...(content.ok ? [] : content.problems),
];
if (result.ok && content.ok && problems.length === 0) {
  const { manifest, feeds, sources } = result.config;
  const { podcasts, live, blogs } = content.content;
  const extras = [
    podcasts &&
      `${podcasts.categories.length} podcast categories, ${podcasts.shows.length} shows, ${podcasts.stations.length} stations`,
    live && `${live.episodes.length} live episodes`,
    blogs && `${blogs.posts.length} blog posts`,
  ].filter(Boolean);
  console.log(
    `config OK: ${manifest.routes.length} routes, ${manifest.redirects.length} redirects, ${Object.keys(feeds.endpoints).length} endpoints, ${sources.publishers.length} publishers${extras.length ? `; ${extras.join(", ")}` : ""}`,
  );
} else {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`${problems.length} config problem(s)`);
  process.exitCode = 1;
}
