import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type ConfigFile,
  formatProblem,
  missingStaticContent,
  validateConfig,
  validateStaticContent,
} from "../../src/shared/configValidation.ts";
import { readConfigFiles, readStaticContentFiles } from "../../src/shared/readConfigFiles.ts";

const shipped = async () => readStaticContentFiles("config");
// biome-ignore lint/suspicious/noExplicitAny: tests break parsed JSON at arbitrary paths
type Json = any;
const withData = (file: ConfigFile | undefined, edit: (data: Json) => void): ConfigFile => {
  if (!file) throw new Error("missing file");
  const data = structuredClone(file.data);
  edit(data);
  return { ...file, data };
};
const problemsOf = (result: ReturnType<typeof validateStaticContent>) =>
  result.ok ? [] : result.problems.map(formatProblem);

describe("static content (podcasts, live, blogs)", () => {
  it("the shipped files are valid", async () => {
    const result = validateStaticContent(await shipped());
    expect(problemsOf(result)).toEqual([]);
  });

  it("the podcast registry holds real shows and stations in every language (issue 46)", async () => {
    const result = validateStaticContent(await shipped());
    if (!result.ok || !result.content.podcasts) throw new Error("invalid");
    const { categories, shows, stations } = result.content.podcasts;
    expect(shows.length).toBeGreaterThanOrEqual(30);
    for (const category of categories) expect(category.shows.length).toBeGreaterThanOrEqual(4);
    const speaking = (lang: string) =>
      shows.filter((show) => show.languages.includes(lang as "en"));
    for (const lang of ["es", "fr", "ar"]) expect(speaking(lang).length).toBeGreaterThanOrEqual(3);
    expect(stations.length).toBeGreaterThanOrEqual(6);
    for (const lang of ["en", "es", "fr", "ar"])
      expect(
        stations.some((station) => station.languages.includes(lang as "en")),
        lang,
      ).toBe(true);
    // Every show is in one category, once.
    expect(categories.flatMap((category) => category.shows).sort()).toEqual(
      shows.map((show) => show.id).sort(),
    );
  });

  it("names a category's unknown show and a duplicate show id", async () => {
    const files = await shipped();
    const original: Json = files.podcasts?.data;
    const podcasts = withData(files.podcasts, (data) => {
      data.categories[2].shows.push("nowhere");
      data.shows.push({ ...data.shows[0] });
    });
    const at = original.categories[2].shows.length;
    expect(problemsOf(validateStaticContent({ ...files, podcasts }))).toEqual([
      `config/podcasts.json: at shows[${original.shows.length}].id: duplicate id "${original.shows[0].id}"`,
      `config/podcasts.json: at categories[2].shows[${at}]: show "nowhere" is not one of the shows in config/podcasts.json`,
    ]);
  });

  it("every image and recording they name is a file under public/", async () => {
    const result = validateStaticContent(await shipped());
    if (!result.ok) throw new Error("invalid");
    const { podcasts, live, blogs } = result.content;
    const assets = [
      podcasts?.hero.image,
      ...(podcasts?.categories.flatMap((c) => c.items.flatMap((i) => [i.image, i.audio])) ?? []),
      live?.stream.poster,
      ...(live?.news.map((item) => item.img) ?? []),
      ...(blogs?.posts.map((post) => post.imageUrl) ?? []),
    ].filter((asset): asset is string => Boolean(asset));
    expect(assets.length).toBeGreaterThan(30);
    for (const asset of assets) expect(existsSync(join("public", asset)), asset).toBe(true);
  });

  it("the generated sample recording is a short mono 16-bit PCM WAV", async () => {
    const wav = await readFile("public/podcast/sample-episode.wav");
    expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
    expect(wav.toString("ascii", 8, 12)).toBe("WAVE");
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt16LE(34)).toBe(16);
    const seconds = wav.readUInt32LE(40) / wav.readUInt32LE(28);
    expect(seconds).toBeGreaterThan(3);
    expect(seconds).toBeLessThan(30);
  });

  it("names the file, JSON path and reason of each problem", async () => {
    const files = await shipped();
    const result = validateStaticContent({
      ...files,
      podcasts: withData(files.podcasts, (data) => {
        data.categories[1].items = data.categories[1].items.slice(0, 2);
        data.categories[2].items[1].id = data.categories[2].items[0].id;
        data.categories[0].items[0].image = "https://cdn.example/cover.png";
      }),
      live: withData(files.live, (data) => {
        data.episodes[0].duration = "forty minutes";
      }),
    });
    expect(problemsOf(result)).toEqual([
      "config/podcasts.json: at categories[0].items[0].image: must be a site path such as '/podcast/news-1.svg' (local files only) (got \"https://cdn.example/cover.png\")",
      "config/podcasts.json: at categories[1].items: a category needs 3 to 6 items",
      'config/live.json: at episodes[0].duration: must be mm:ss or h:mm:ss (got "forty minutes")',
    ]);
  });

  it("checks unique ids and the default podcast category", async () => {
    const files = await shipped();
    const result = validateStaticContent({
      ...files,
      podcasts: withData(files.podcasts, (data) => {
        data.categories[2].items[1].id = data.categories[2].items[0].id;
        data.categories[0].id = "Headlines";
      }),
    });
    expect(problemsOf(result)).toEqual([
      "config/podcasts.json: at categories[2].items[1].id: duplicate id 1",
      'config/podcasts.json: at categories: the default category "NewsPodcast" is missing',
    ]);
  });

  it("a file is required only when a route's layout shows it", async () => {
    const config = validateConfig(await readConfigFiles("config"));
    if (!config.ok) throw new Error("invalid config");
    const { podcasts: _, ...withoutPodcasts } = await shipped();
    expect(
      missingStaticContent(config.config.manifest, withoutPodcasts, "config").map(formatProblem),
    ).toEqual([
      'config/podcasts.json: route "/podcast" at (top level): file not found; the "podcast" layout shows its content',
    ]);
    const minimal = validateConfig(await readConfigFiles("tests/fixtures/config/minimal"));
    if (!minimal.ok) throw new Error("invalid minimal config");
    expect(missingStaticContent(minimal.config.manifest, {}, "x")).toEqual([]);
  });
});
