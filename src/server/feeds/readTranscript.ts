import { parseText } from "media-captions";
import * as z from "zod/mini";
import type { Cue } from "../../shared/transcript.ts";
import { validText } from "../../shared/validText.ts";
import { capText } from "./capText.ts";
import { collapseWhitespace, scanHtml } from "./htmlText.ts";

/** Lines kept from one transcript, and characters per line: a file is data from anywhere. */
const maxCues = 5000;
const cueTextCap = 1000;
const speakerCap = 100;

/** The Podcast Index JSON transcript: `segments` with times in seconds. */
const jsonTranscriptSchema = z.object({
  segments: z.array(
    z.object({
      startTime: z.optional(z.number()),
      endTime: z.optional(z.number()),
      body: z.string(),
      speaker: z.optional(z.string()),
    }),
  ),
});

const plain = (text: string, cap: number) =>
  capText(collapseWhitespace(validText(scanHtml(text, cap).text)), cap);
const seconds = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value >= 0 ? value : null;

/** How a transcript file is written, from its declared MIME type, else its first bytes. */
export function transcriptFormat(type: string, text: string): "vtt" | "srt" | "json" | "text" {
  if (/vtt/.test(type) || text.trimStart().startsWith("WEBVTT")) return "vtt";
  if (/srt|subrip/.test(type)) return "srt";
  if (/json/.test(type) || /^\s*\{/.test(text)) return "json";
  if (/^\s*\d+\s*\r?\n\d{2}:\d{2}:\d{2}[,.]\d{3} -->/.test(text)) return "srt";
  return "text";
}

/**
 * A transcript file (WebVTT, SRT, Podcast Index JSON or plain text / HTML) as plain-text
 * cues with their times; VTT and SRT through media-captions. Throws on a JSON file that is
 * not a transcript.
 */
export async function readTranscript(type: string, text: string): Promise<Cue[]> {
  const format = transcriptFormat(type, text);
  if (format === "json") {
    const parsed = jsonTranscriptSchema.parse(JSON.parse(text));
    return parsed.segments.slice(0, maxCues).map((segment) => ({
      start: seconds(segment.startTime),
      end: seconds(segment.endTime),
      text: plain(segment.body, cueTextCap),
      speaker: segment.speaker ? plain(segment.speaker, speakerCap) : null,
    }));
  }
  if (format === "text")
    return text
      .split(/\r?\n\s*\r?\n|<\/p>/)
      .map((paragraph) => plain(paragraph, cueTextCap))
      .filter((line) => line !== "")
      .slice(0, maxCues)
      .map((line) => ({ start: null, end: null, text: line, speaker: null }));
  const { cues } = await parseText(text, { type: format });
  return cues.slice(0, maxCues).map((cue) => {
    const speaker = /^<v(?:\.[^\s>]*)?\s+([^>]+)>/.exec(cue.text)?.[1];
    return {
      start: seconds(cue.startTime),
      end: seconds(cue.endTime),
      text: plain(cue.text, cueTextCap),
      speaker: speaker ? plain(speaker, speakerCap) : null,
    };
  });
}
