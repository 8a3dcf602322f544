/**
 * The built-in pages' zod-free readers give the zod schemas' answers: every field of a
 * valid body, one at a time, is removed or replaced by a value of another kind, and the
 * reader accepts exactly what the schema accepts, with the same data.
 */
import { describe, expect, it } from "vitest";
import { readStatus, readStory } from "../../src/pages/readResponses.ts";
import { feedStatusSchema } from "../../src/shared/feedStatus.ts";
import { storySchema } from "../../src/shared/story.ts";
import { statusReport } from "./statusFixture.ts";

const replacements: unknown[] = [undefined, null, "", "x", 0, 1, -1, 1.5, true, [], {}];

/** Every path to a value inside `value` (objects and arrays), the root included. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const inner =
    typeof value === "object" && value !== null
      ? Object.entries(value).flatMap(([key, child]) =>
          paths(child, [...at, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [at, ...inner];
}

function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = structuredClone(value) as Record<string | number, unknown>;
  if (rest.length === 0 && by === undefined) delete copy[key];
  else copy[key] = replaced(copy[key], rest, by);
  return copy;
}

/** The valid body, and each of its values removed or replaced (JSON has no holes in arrays). */
function variants(valid: unknown): unknown[] {
  return [
    valid,
    ...paths(valid).flatMap((path) =>
      replacements
        .filter((by) => by !== undefined || typeof path.at(-1) === "string")
        .map((by) => replaced(valid, path, by)),
    ),
  ];
}

function agree(read: (body: unknown) => unknown, schema: { safeParse(body: unknown): unknown }) {
  return (body: unknown) => {
    const parsed = schema.safeParse(body) as { success: boolean; data?: unknown };
    let answer: { success: boolean; data?: unknown };
    try {
      answer = { success: true, data: read(body) };
    } catch (error) {
      expect((error as Error).message).toMatch(/response has an unexpected shape$/);
      answer = { success: false };
    }
    expect(answer, JSON.stringify(body)).toEqual(
      parsed.success ? { success: true, data: parsed.data } : { success: false },
    );
  };
}

const story = {
  id: "s1",
  title: "Flood in Meridale",
  sourceCount: 2,
  firstSeen: "2025-06-03T08:00:00.000Z",
  updated: "2025-06-03T09:00:00.000Z",
  articles: [
    {
      title: "River bursts its banks",
      link: "https://north.example/flood",
      description: "",
      content: "",
      images: ["https://north.example/flood.jpg"],
      pubDate: "2025-06-03T08:00:00.000Z",
      category: null,
      creator: null,
      author: null,
      excerpt: null,
      popularity: 410.5,
      trending: true,
      storyId: "s1",
      sourceCount: 2,
      language: "en",
      imageProxy: null,
      publisher: "north.example",
      firstSeen: "2025-06-03T08:00:00.000Z",
    },
    { link: "https://harbour.example/f", publisher: "harbour.example", firstSeen: "x" },
  ],
  why: { terms: ["Meridale", "floods"] },
  coverage: {
    publishers: 2,
    countries: [{ code: "GB", count: 2 }],
    languages: [{ code: "en", count: 1 }],
    kinds: [
      { kind: "public", count: 1 },
      { kind: "private", count: 1 },
    ],
  },
};

describe("the built-in pages' response readers", () => {
  it("read a story as storySchema does", () => {
    const cases = variants(story);
    expect(cases.length).toBeGreaterThan(300);
    for (const body of cases) agree(readStory, storySchema)(body);
    // An answer written before `why` existed (and `coverage`).
    const { why: _, coverage: __, ...older } = story;
    for (const body of variants(older)) agree(readStory, storySchema)(body);
  });

  it("read the status as feedStatusSchema does", () => {
    const withRepair = structuredClone(statusReport);
    withRepair.storage.skippedFiles = [{ file: "archive.db.corrupt-1", reason: "damaged" }];
    withRepair.storage.repairs = [
      {
        at: "2025-06-03T08:00:00.000Z",
        problem: "database disk image is malformed",
        outcome: "salvaged",
        tables: [{ table: "article", kept: 10, lostAtMost: null }],
        searchIndexRebuilt: true,
      },
    ];
    const cases = variants(withRepair);
    expect(cases.length).toBeGreaterThan(1000);
    for (const body of cases) agree(readStatus, feedStatusSchema)(body);
  });
});
