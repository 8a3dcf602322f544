import * as z from "zod/mini";
import type { Chapter } from "../../shared/episode.ts";
import { validText } from "../../shared/validText.ts";
import { capText } from "./capText.ts";
import { collapseWhitespace, scanHtml } from "./htmlText.ts";
import { safeUrl } from "./safeUrl.ts";

const maxChapters = 500;

/** The Podcast Index JSON chapters format (v1.2): `chapters` with `startTime` in seconds. */
const chaptersFileSchema = z.object({
  chapters: z.array(
    z.object({
      startTime: z.number().check(z.gte(0)),
      title: z._default(z.string(), ""),
      img: z.optional(z.string()),
      url: z.optional(z.string()),
      toc: z.optional(z.boolean()),
    }),
  ),
});

/**
 * A chapters JSON file as chapters: titles plain text, links and images absolute http(s)
 * (resolved against the file's URL) or dropped, in time order; chapters marked `toc: false`
 * (silent markers) are left out. Throws on a file that is not chapters JSON.
 */
export function readChapters(text: string, fileUrl: string): Chapter[] {
  const parsed = chaptersFileSchema.parse(JSON.parse(text));
  return parsed.chapters
    .filter((chapter) => chapter.toc !== false)
    .slice(0, maxChapters)
    .map((chapter) => ({
      start: chapter.startTime,
      title: capText(collapseWhitespace(validText(scanHtml(chapter.title, 200).text)), 200),
      url: safeUrl(chapter.url, fileUrl) ?? null,
      image: safeUrl(chapter.img, fileUrl) ?? null,
    }))
    .sort((a, b) => a.start - b.start);
}
