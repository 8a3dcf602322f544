import { execFile } from "node:child_process";
import { copyFile, cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { formatProblem, validateConfig } from "../../src/shared/configValidation.ts";
import { readConfigFile, readConfigFiles } from "../../src/shared/readConfigFiles.ts";

const run = promisify(execFile);
const minimalDir = "tests/fixtures/config/minimal";
const brokenDir = "tests/fixtures/config/broken";
const routesFile = (kind: string) => join(brokenDir, `${kind}.routes.json`);

/** The minimal config with its routes.json replaced by one broken fixture. */
async function withBrokenRoutes(kind: string) {
  return { ...(await readConfigFiles(minimalDir)), routes: await readConfigFile(routesFile(kind)) };
}

/**
 * A copy of the minimal config whose routes.json lacks a comma on line 16 (not a fixture:
 * Biome would refuse a file that is not JSON), and the path of that file.
 */
async function missingComma(): Promise<{ dir: string; routes: string }> {
  const dir = await mkdtemp(join(tmpdir(), "broken-config-"));
  for (const file of ["site.json", "feeds.json", "sources.json"])
    await copyFile(join(minimalDir, file), join(dir, file));
  const text = await readFile(join(minimalDir, "routes.json"), "utf8");
  const routes = join(dir, "routes.json");
  const worldTitle = '"title": { "en": "World", "es": "Mundo", "fr": "Monde", "ar": "العالم" }';
  await writeFile(routes, text.replace(`${worldTitle},`, worldTitle));
  return { dir, routes };
}

async function problemsFor(kind: string): Promise<string[]> {
  const result = validateConfig(await withBrokenRoutes(kind));
  return result.ok ? [] : result.problems.map(formatProblem);
}

describe("validateConfig", () => {
  it("accepts the shipped config", async () => {
    const result = validateConfig(await readConfigFiles("config"));
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
  });

  it("accepts the minimal fixture config", async () => {
    expect(validateConfig(await readConfigFiles(minimalDir)).ok).toBe(true);
  });

  it.each([
    [
      "unknown-layout",
      'route "/world" at routes[1].layout: unknown layout "carousel"; known layouts: home, region, allNews, technology, business, science, lifestyle, sports, arts, grid, health, food, podcast, live, blogs, page',
    ],
    [
      "missing-slot",
      'route "/world" at routes[1].slots.list: missing slot "list"; layout "grid" needs slots: cards, list',
    ],
    [
      "extra-slot",
      'route "/world" at routes[1].slots: unexpected slot "bonus"; layout "grid" has slots: cards, list',
    ],
    [
      "unknown-endpoint",
      `route "/world" at routes[1].slots.cards.feed: endpoint "newYork/nowhere" is not defined in ${minimalDir}/feeds.json`,
    ],
    [
      "duplicate-path",
      'route "/world" at routes[1].path: duplicate path "/world" (already defined at routes[0].path)',
    ],
    [
      "malformed-path",
      `route "/world/" at routes[1].path: path must be '/' or '/segment' made of letters, digits and '-' (no trailing slash) (got "/world/")`,
    ],
    [
      "negative-start",
      'route "/world" at routes[1].slots.cards.from: slice start must be 0 or more (got -1)',
    ],
    [
      "zero-count",
      'route "/world" at routes[1].slots.list.count: slice count must be 1 or more (got 0)',
    ],
    [
      "unknown-menu-group",
      `route "/" at routes[0].menu.group: menu group "sport" is not defined in ${minimalDir}/site.json menuGroups (news)`,
    ],
  ])("reports %s with file, route, JSON path and reason", async (kind, message) => {
    expect(await problemsFor(kind)).toEqual([`${routesFile(kind)}: ${message}`]);
  });

  describe("slots named by their feed alone", () => {
    /** The minimal config with the /world route's `cards` slot replaced. */
    async function withCards(cards: unknown) {
      const files = await readConfigFiles(minimalDir);
      const data = structuredClone(files.routes.data) as {
        routes: { slots: Record<string, unknown> }[];
      };
      (data.routes[1] as { slots: Record<string, unknown> }).slots.cards = cards;
      return validateConfig({ ...files, routes: { ...files.routes, data } });
    }
    const problems = (result: Awaited<ReturnType<typeof withCards>>) =>
      result.ok ? [] : result.problems.map(formatProblem);
    const at = `${minimalDir}/routes.json: route "/world" at routes[1].slots.cards`;

    it("take the layout's geometry for the slot, which an object can override", async () => {
      const short = await withCards("newYork/world");
      const cards = (r: typeof short) => (r.ok ? r.config.manifest.routes[1]?.slots : undefined);
      expect(cards(short)).toMatchObject({ cards: { feed: "newYork/world", from: 0, count: 6 } });
      const override = await withCards({ feed: "newYork/world", from: 2 });
      expect(cards(override)).toMatchObject({
        cards: { feed: "newYork/world", from: 2, count: 6 },
      });
    });

    it("report problems at the string the file holds", async () => {
      expect(problems(await withCards("newYork/nowhere"))).toEqual([
        `${at}: endpoint "newYork/nowhere" is not defined in ${minimalDir}/feeds.json`,
      ]);
      expect(problems(await withCards("world"))).toEqual([
        `${at}: endpoint must look like 'bbc/<name>' or 'newYork/<name>' (letters and digits) (got "world")`,
      ]);
      expect(problems(await withCards(6))).toEqual([
        `${at}: expected an endpoint id such as "bbc/breaking" or { "feed", "from", "count" }, got number 6`,
      ]);
    });
  });

  it("accepts a source with its own User-Agent, but only one User-Agent per URL", async () => {
    const files = await readConfigFiles(minimalDir);
    const url = "https://publisher.test/world.xml";
    const withAgents = (second: unknown) => ({
      ...files,
      feeds: {
        ...files.feeds,
        data: {
          version: 1,
          defaults: { refreshMinutes: 15, maxItems: 40 },
          endpoints: {
            "bbc/breaking": { sources: [{ url, userAgent: "Mozilla/5.0 (compatible)" }] },
            "newYork/world": { sources: [second] },
          },
        },
      },
    });
    expect(validateConfig(withAgents({ url, userAgent: "Mozilla/5.0 (compatible)" })).ok).toBe(
      true,
    );
    const result = validateConfig(withAgents(url));
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      `${minimalDir}/feeds.json: at endpoints.newYork/world.sources[0]: source "${url}" has another userAgent at endpoints.bbc/breaking.sources[0]; a URL is fetched once, so it takes one User-Agent`,
    ]);
  });

  it("reports a file that is not valid JSON by line and column, not by offset", async () => {
    const { dir, routes } = await missingComma();
    try {
      const result = validateConfig(await readConfigFiles(dir));
      expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
        `${routes}:17:7: not valid JSON at line 17, column 7: Expected ',' or '}' after property value in JSON`,
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // A file that ends too soon: the place is its end.
    expect(await problemsFor("invalid-json")).toEqual([
      `${routesFile("invalid-json")}:2:1: not valid JSON at line 2, column 1: Unexpected end of JSON input`,
    ]);
  });
});

describe("npm run check:config", () => {
  const checkConfig = (dir: string) =>
    run("node_modules/.bin/tsx", ["tools/cli/check-config.ts", dir]);

  it("passes on the shipped config", async () => {
    const { stdout } = await checkConfig("config");
    expect(stdout).toMatch(/^config OK: \d+ routes/);
  });

  it("fails with the precise message and a non-zero exit on a broken config", async () => {
    const dir = await mkdtemp(join(tmpdir(), "broken-config-"));
    try {
      await copyFile(join(minimalDir, "site.json"), join(dir, "site.json"));
      await copyFile(join(minimalDir, "feeds.json"), join(dir, "feeds.json"));
      await copyFile(join(minimalDir, "sources.json"), join(dir, "sources.json"));
      await copyFile(routesFile("negative-start"), join(dir, "routes.json"));
      const failure = await checkConfig(dir).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain(
        `${join(dir, "routes.json")}: route "/world" at routes[1].slots.cards.from: slice start must be 0 or more (got -1)`,
      );
      expect(failure?.stderr).toContain("1 config problem(s)");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("rejects a show whose publisher is unknown, naming the file and the show", async () => {
    const dir = await mkdtemp(join(tmpdir(), "podcast-config-"));
    try {
      await cp("config", dir, { recursive: true });
      const file = join(dir, "podcasts.json");
      const podcasts = JSON.parse(await readFile(file, "utf8"));
      podcasts.shows[1].publisher = "no-such-publisher";
      await writeFile(file, JSON.stringify(podcasts));
      const failure = await checkConfig(dir).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain(
        `${file}: at shows[1] (id "${podcasts.shows[1].id}").publisher: publisher "no-such-publisher" is not a publisher id in ${join(dir, "sources.json")}`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("names the file, line and column of broken JSON", async () => {
    const { dir, routes } = await missingComma();
    try {
      const failure = await checkConfig(dir).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain(
        `${routes}:17:7: not valid JSON at line 17, column 7: Expected ',' or '}' after property value in JSON`,
      );
      expect(failure?.stderr).not.toContain("position");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
