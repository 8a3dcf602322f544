import type { Briefing } from "../shared/briefing.ts";
import { coverageTexts } from "../shared/coverageTexts.ts";
import type { FeedStatus } from "../shared/feedStatus.ts";
import { readArticle } from "../shared/readArticles.ts";
import type { StoryArticle, StoryCoverage, StoryData } from "../shared/story.ts";

/*
 * How the built-in pages read their API answers in the browser: without zod, as the
 * feeds' `readArticles` does, each reader held by a test to the zod schema the server
 * writes with (`storySchema`, `feedStatusSchema`). A body the schema refuses is an error.
 */

type Check = (value: unknown) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text: Check = (value) => typeof value === "string";
const flag: Check = (value) => typeof value === "boolean";
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const count =
  (min: number): Check =>
  (value) =>
    Number.isSafeInteger(value) && (value as number) >= min;
const oneOf =
  (...values: string[]): Check =>
  (value) =>
    values.includes(value as string);
const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
const recordOf =
  (check: Check): Check =>
  (value) =>
    isObject(value) && Object.values(value).every(check);
const shaped =
  (shape: Record<string, Check>): Check =>
  (value) =>
    isObject(value) && Object.entries(shape).every(([key, check]) => check(value[key]));

class UnexpectedShape extends Error {
  constructor(what: string) {
    super(`The ${what} response has an unexpected shape`);
  }
}

const storyShape = shaped({
  id: text,
  title: text,
  sourceCount: count(1),
  firstSeen: text,
  updated: text,
  articles: Array.isArray,
});

function readStoryArticle(item: unknown): StoryArticle {
  const article = readArticle(item);
  if (!article || !isObject(item) || !text(item.publisher) || !text(item.firstSeen))
    throw new UnexpectedShape("story");
  const publisherName = text(item.publisherName) ? (item.publisherName as string) : undefined;
  return {
    ...article,
    publisher: item.publisher as string,
    ...(publisherName === undefined ? {} : { publisherName }),
    firstSeen: item.firstSeen as string,
  };
}

const storyWhy = shaped({ terms: listOf(text) });
const coded = shaped({ code: text, count: count(1) });
const storyCoverage = shaped({
  publishers: count(0),
  countries: listOf(coded),
  languages: listOf(coded),
  // The kinds the texts name, every PublisherKind by their type (sourcesConfig.ts holds zod).
  kinds: listOf(shaped({ kind: oneOf(...Object.keys(coverageTexts.en.kinds)), count: count(1) })),
});

/** A story's coverage with only the fields the schema keeps. */
function readCoverage({ publishers, countries, languages, kinds }: StoryCoverage): StoryCoverage {
  const codes = (list: { code: string; count: number }[]) =>
    list.map(({ code, count }) => ({ code, count }));
  return {
    publishers,
    countries: codes(countries),
    languages: codes(languages),
    kinds: kinds.map(({ kind, count }) => ({ kind, count })),
  };
}

/** `GET /public/api/stories/<id>` as `storySchema` reads it. */
export function readStory(body: unknown): StoryData {
  if (!storyShape(body)) throw new UnexpectedShape("story");
  const { id, title, sourceCount, firstSeen, updated, articles, why, coverage } = body as StoryData;
  if (why !== undefined && !storyWhy(why)) throw new UnexpectedShape("story");
  if (coverage !== undefined && !storyCoverage(coverage)) throw new UnexpectedShape("story");
  return {
    id,
    title,
    sourceCount,
    firstSeen,
    updated,
    articles: (articles as unknown[]).map(readStoryArticle),
    ...(why === undefined ? {} : { why: { terms: why.terms } }),
    ...(coverage === undefined ? {} : { coverage: readCoverage(coverage) }),
  };
}

const time = nullable(text);
const sourceStatus = shaped({
  url: text,
  itemCount: count(0),
  lastAttempt: time,
  lastSuccess: time,
  lastError: nullable(text),
  lastErrorAt: time,
  consecutiveFailures: count(0),
  finalUrl: nullable(text),
  nextAttempt: time,
});
const endpointStatus = shaped({
  path: text,
  source: oneOf("live", "sample", "unavailable"),
  sample: flag,
  itemCount: count(0),
  refreshMinutes: count(0),
  builtAt: text,
  lastAttempt: time,
  lastSuccess: time,
  lastError: nullable(text),
  sources: listOf(sourceStatus),
});
const storageRepair = shaped({
  at: text,
  problem: text,
  outcome: oneOf("repaired", "salvaged", "replaced"),
  tables: listOf(shaped({ table: text, kept: count(0), lostAtMost: nullable(count(0)) })),
  searchIndexRebuilt: flag,
});
const statusShape = shaped({
  generatedAt: text,
  summary: shaped(
    Object.fromEntries(
      ["endpoints", "live", "sample", "unavailable", "sources", "failingSources"].map((key) => [
        key,
        count(0),
      ]),
    ),
  ),
  storage: shaped({
    state: oneOf("off", "ok", "unwritable"),
    dir: nullable(text),
    error: nullable(text),
    since: time,
    skippedFiles: listOf(shaped({ file: text, reason: text })),
    repairs: listOf(storageRepair),
    waiting: shaped({ sources: count(0), items: count(0), stories: count(0) }),
    dropped: count(0),
  }),
  endpoints: recordOf(endpointStatus),
});

/** `GET /public/api/status` as `feedStatusSchema` reads it. */
export function readStatus(body: unknown): FeedStatus {
  if (!statusShape(body)) throw new UnexpectedShape("status");
  return body as FeedStatus;
}

const briefingStory = shaped({
  id: text,
  title: text,
  summary: listOf(shaped({ text, publisher: text, link: text })),
  coverage: storyCoverage,
  blindSpot: shaped({}),
  firstSeen: text,
  updated: text,
  reports: count(1),
  gained: count(0),
});
const briefingShape = shaped({
  date: text,
  lang: text,
  live: flag,
  stories: listOf(briefingStory),
  developing: listOf(shaped({ id: text, title: text, gained: count(0) })),
  previous: nullable(text),
  next: nullable(text),
});

/** `GET /public/api/today` (issue 50), as the server writes `Briefing`. */
export function readBriefing(body: unknown): Briefing {
  if (!briefingShape(body)) throw new UnexpectedShape("briefing");
  return body as Briefing;
}
