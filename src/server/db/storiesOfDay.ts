import { articleSchema } from "../../shared/article.ts";
import type { BriefingInput, BriefingReport } from "../stories/dayBriefing.ts";
import type { ArchiveDatabase } from "./openDatabase.ts";

/**
 * The stored stories with reports first seen in [from, to) (ms), each with those reports as
 * the archive keeps them (issue 50: a past day's briefing). A story that joined another is
 * read as the one it joined: places move with their story, so each report is read once,
 * under the story it is in now. A damaged archive row is left out, as the search does.
 */
export async function storiesOfDay(
  database: ArchiveDatabase,
  from: number,
  to: number,
): Promise<BriefingInput[]> {
  const rows = await database.db
    .selectFrom("story_article as s")
    .innerJoin("article as a", (join) =>
      join.onRef("a.source", "=", "s.source").onRef("a.link", "=", "s.link"),
    )
    .innerJoin("story as t", "t.id", "s.story_id")
    .select(["s.story_id", "t.title as story_title", "s.publisher", "s.seen_at", "a.body"])
    .where("s.seen_at", ">=", new Date(from).toISOString())
    .where("s.seen_at", "<", new Date(to).toISOString())
    .execute();
  const stories = new Map<string, { title: string; reports: BriefingReport[] }>();
  const links = new Set<string>();
  for (const row of rows) {
    let body: unknown;
    try {
      body = JSON.parse(row.body);
    } catch {
      continue;
    }
    const parsed = articleSchema.safeParse(body);
    // One article carried by several feeds is one report.
    if (!parsed.success || links.has(`${row.story_id} ${parsed.data.link}`)) continue;
    links.add(`${row.story_id} ${parsed.data.link}`);
    const { title, description, link, language } = parsed.data;
    let story = stories.get(row.story_id);
    if (!story) {
      story = { title: row.story_title, reports: [] };
      stories.set(row.story_id, story);
    }
    story.reports.push({
      title,
      description,
      link,
      publisher: row.publisher,
      language: language ?? null,
      seenAt: Date.parse(row.seen_at),
    });
  }
  return [...stories].map(([id, { title, reports }]) => ({ id, title, reports }));
}
