import type { Chapter, Episode, ShowInfo } from "./episode.ts";

/**
 * The browser's reading of an article's `episode` and `show` (issue 46), without zod: the
 * same rules as `episodeSchema` and `showInfoSchema` (tests hold them to the same answers).
 * `undefined` where the schema refuses the value.
 */

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === "string";
const isCount = (value: unknown) =>
  value === null || (Number.isSafeInteger(value) && (value as number) >= 0);

export function isHttpUrl(value: unknown): value is string {
  if (!isString(value)) return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}
const isNullableUrl = (value: unknown) => value === null || isHttpUrl(value);

function readFile(value: unknown): { url: string; type: string } | null | undefined {
  if (value === null) return null;
  if (!isObject(value) || !isHttpUrl(value.url) || !isString(value.type)) return undefined;
  return { url: value.url, type: value.type };
}

function readChapter(value: unknown): Chapter | undefined {
  if (!isObject(value)) return undefined;
  const { start, title, url, image } = value;
  if (typeof start !== "number" || !Number.isFinite(start) || start < 0) return undefined;
  if (!isString(title) || !isNullableUrl(url) || !isNullableUrl(image)) return undefined;
  return { start, title, url: url as string | null, image: image as string | null };
}

export function readEpisodeField(value: unknown): Episode | undefined {
  if (!isObject(value)) return undefined;
  const { id, guid, audio, type, bytes, duration, image, season, number } = value;
  if (!isString(id) || !/^[\w-]{1,40}$/.test(id) || !isString(guid) || !isHttpUrl(audio))
    return undefined;
  if (!isString(type) || ![bytes, duration, season, number].every(isCount)) return undefined;
  if (!isNullableUrl(image) || !Array.isArray(value.inlineChapters)) return undefined;
  const transcript = readFile(value.transcript);
  const chapters = readFile(value.chapters);
  const inlineChapters = value.inlineChapters.map(readChapter);
  if (transcript === undefined || chapters === undefined) return undefined;
  if (inlineChapters.some((chapter) => chapter === undefined)) return undefined;
  return {
    id,
    guid,
    audio,
    type,
    bytes: bytes as number | null,
    duration: duration as number | null,
    image: image as string | null,
    season: season as number | null,
    number: number as number | null,
    transcript,
    chapters,
    inlineChapters: inlineChapters as Chapter[],
  };
}

export function readShowField(value: unknown): ShowInfo | undefined {
  if (!isObject(value)) return undefined;
  const { title, description, image } = value;
  if (!isString(title) || !isString(description) || !isNullableUrl(image)) return undefined;
  return { title, description, image: image as string | null };
}
