import { createHash } from "node:crypto";
import type { Episode, ShowInfo } from "../../shared/episode.ts";
import { validText } from "../../shared/validText.ts";
import { capText } from "./capText.ts";
import { clockSeconds } from "./clockTime.ts";
import { collapseWhitespace, scanHtml } from "./htmlText.ts";
import type { ParsedFeed, RawEpisode } from "./parsedFeed.ts";
import { safeUrl } from "./safeUrl.ts";

/** Chapters kept from a feed's Podlove list: a feed is data from anywhere. */
const maxInlineChapters = 200;
const chapterTitleCap = 200;
const showDescriptionCap = 1000;
/** Anything longer than a week is a feed error, not a running time. */
const maxSeconds = 7 * 24 * 3600;

const whole = (value: number | undefined, max = Number.MAX_SAFE_INTEGER) =>
  value !== undefined && Number.isFinite(value) && value >= 0 && value <= max
    ? Math.floor(value)
    : null;

/**
 * An episode's id within its show: a short hash of its guid (else its recording's URL),
 * stable across refreshes and safe in a URL path.
 */
export function episodeId(guid: string | undefined, audio: string): string {
  return createHash("sha256")
    .update(guid?.trim() || audio)
    .digest("base64url")
    .slice(0, 12);
}

/** Plain text of a feed's text field, capped (its HTML read as the news text is). */
function plainText(value: string, cap: number): string {
  return capText(collapseWhitespace(validText(scanHtml(value, cap).text)), cap);
}

/**
 * A raw episode as served (issue 46): every URL absolute http(s) or dropped, numbers whole
 * and bounded, chapter titles plain text. Undefined when the recording's URL is unsafe.
 */
export function normalizeEpisode(raw: RawEpisode, base: string): Episode | undefined {
  const audio = safeUrl(raw.audio.url, base);
  if (!audio) return undefined;
  const linked = (file: { url: string; type: string } | undefined) => {
    const url = file && safeUrl(file.url, base);
    return url ? { url, type: capText(file.type.trim().toLowerCase(), 100) } : null;
  };
  // VTT is the format browsers read; any other the server converts.
  const transcripts = raw.transcripts.map(linked).filter((file) => file !== null);
  const transcript = transcripts.find((file) => file.type === "text/vtt") ?? transcripts[0] ?? null;
  return {
    id: episodeId(raw.guid, audio),
    guid: capText(raw.guid?.trim() || audio, 500),
    audio,
    type: capText(raw.audio.type, 100),
    bytes: whole(raw.audio.length),
    duration: whole(raw.duration, maxSeconds),
    image: safeUrl(raw.image, base) ?? null,
    season: whole(raw.season, 1e6),
    number: whole(raw.episode, 1e6),
    transcript,
    chapters: linked(raw.chapters),
    inlineChapters: raw.inlineChapters.slice(0, maxInlineChapters).flatMap((chapter) => {
      const start = clockSeconds(chapter.start);
      if (start === undefined || start > maxSeconds) return [];
      return [
        {
          start,
          title: plainText(chapter.title, chapterTitleCap),
          url: safeUrl(chapter.href, base) ?? null,
          image: null,
        },
      ];
    }),
  };
}

/** A podcast channel as served: plain title and description, safe artwork. */
export function normalizeShow(show: NonNullable<ParsedFeed["show"]>, base: string): ShowInfo {
  return {
    title: plainText(show.title, 300),
    description: plainText(show.description, showDescriptionCap),
    image: safeUrl(show.image, base) ?? null,
  };
}
