import { sql } from "kysely";
import { type Article, articleSchema } from "../../shared/article.ts";
import type { ServerLog } from "../serverLog.ts";
import type { StoryChanges, StoryPlace, StoryRecord } from "../stories/storyBook.ts";
import type { ArchiveSchema } from "./archiveSchema.ts";
import type { ArchiveDatabase } from "./openDatabase.ts";
import type { WaitingWrites } from "./storageHealth.ts";
import { WriteQueue } from "./writeQueue.ts";

/** Rows per INSERT: well under both stores' bound-parameter limits. */
const insertChunk = 200;

/** Story changes kept while the store refuses them, at most (one per clustering pass). */
const maxWaitingChanges = 2_000;

/** Stories read back: what a StoryBook loads. */
export interface StoredStories {
  records: StoryRecord[];
  places: StoryPlace[];
}

/** A story as the archive still holds it: its record and its archived reports. */
export interface ArchivedStory {
  record: StoryRecord;
  articles: { key: string; article: Article; publisher: string; seenAt: number }[];
}

type StoryRow = ArchiveSchema["story"];
type PlaceRow = ArchiveSchema["story_article"];

/**
 * Stories in the database (issue 37): the ingesting instance writes what its StoryBook
 * changed, in order, one transaction per change; every instance reads them back at start
 * and followers read what was written since they last looked (`seq`). A story outlives the
 * feeds: it answers from the archive for as long as the archive keeps one of its reports.
 *
 * A refused change waits in memory, in order, and is written before any newer one, at the
 * next save or the store's next probe (issue 48); at most `maxWaitingChanges` wait (the
 * oldest go first, logged). An instance that stops ingesting lets what waits go: the new
 * ingesting instance clusters from what is stored, and an old change written after its
 * own would undo them.
 */
export class StoryPersistence implements WaitingWrites {
  private readonly queue = new WriteQueue();
  /** The highest write sequence read or written so far. */
  lastSeq = 0;
  private waitingChanges: StoryChanges[] = [];
  /** Story changes are not items: what the bound lets go is logged, not counted here. */
  readonly dropped = 0;

  constructor(
    private readonly database: ArchiveDatabase,
    private readonly log?: ServerLog,
  ) {
    database.health.watch(this);
  }

  waiting(): { sources: number; items: number; stories: number } {
    return { sources: 0, items: 0, stories: this.waitingChanges.length };
  }

  /** Stores what changed, after what waits; resolves when done, never rejects. */
  save(changes: StoryChanges): Promise<void> {
    if (changes.places.length === 0 && changes.records.length === 0) return this.queue.settled();
    return this.queue.run(async () => {
      this.waitingChanges.push(changes);
      const over = this.waitingChanges.length - maxWaitingChanges;
      if (over > 0) {
        this.waitingChanges.splice(0, over);
        this.log?.warn(
          `${over} story change(s) let go: more than ${maxWaitingChanges} waited for the store`,
        );
      }
      await this.flush();
    });
  }

  /** Writes what waits, in order (StorageHealth's probe); true when nothing waits. */
  retry(): Promise<boolean> {
    return this.queue.run(() => this.flush());
  }

  /** This instance stops ingesting: what waits is not its to write any more. */
  letWaitingGo(): void {
    if (this.waitingChanges.length === 0) return;
    this.log?.warn(
      `${this.waitingChanges.length} story change(s) that waited for the store let go: another instance clusters now`,
    );
    this.waitingChanges = [];
  }

  private async flush(): Promise<boolean> {
    while (this.waitingChanges.length > 0) {
      const changes = this.waitingChanges[0] as StoryChanges;
      try {
        await this.write(changes);
      } catch (error) {
        this.database.health.failed(error);
        return false;
      }
      this.waitingChanges.shift();
      this.database.health.succeeded();
    }
    return true;
  }

  private async write(changes: StoryChanges): Promise<void> {
    await this.database.db.transaction().execute(async (trx) => {
      const seq = (await nextSeq(trx)) as number;
      const records = changes.records.map((record) => recordRow(record, seq));
      for (let start = 0; start < records.length; start += insertChunk)
        await trx
          .insertInto("story")
          .values(records.slice(start, start + insertChunk))
          .onConflict((c) =>
            c.column("id").doUpdateSet((eb) => ({
              title: eb.ref("excluded.title"),
              first_seen: eb.ref("excluded.first_seen"),
              last_seen: eb.ref("excluded.last_seen"),
              terms: eb.ref("excluded.terms"),
              merged_into: eb.ref("excluded.merged_into"),
              seq: eb.ref("excluded.seq"),
            })),
          )
          .execute();
      const places = changes.places.map((place) => placeRow(place, seq));
      for (let start = 0; start < places.length; start += insertChunk)
        await trx
          .insertInto("story_article")
          .values(places.slice(start, start + insertChunk))
          .onConflict((c) =>
            c.column("key").doUpdateSet((eb) => ({
              story_id: eb.ref("excluded.story_id"),
              source: eb.ref("excluded.source"),
              link: eb.ref("excluded.link"),
              publisher: eb.ref("excluded.publisher"),
              seen_at: eb.ref("excluded.seen_at"),
              seq: eb.ref("excluded.seq"),
            })),
          )
          .execute();
      this.lastSeq = Math.max(this.lastSeq, seq);
    });
  }

  /** Resolves once every save asked for so far is done. */
  settled(): Promise<void> {
    return this.queue.settled();
  }

  /**
   * The stories of the window (ms; at start): the reports first seen since `since`, and
   * every story they are in. Reads on from there with changedSince.
   */
  async loadSince(since: number): Promise<StoredStories> {
    const { db } = this.database;
    const at = new Date(since).toISOString();
    try {
      const places = await db
        .selectFrom("story_article")
        .selectAll()
        .where("seen_at", ">=", at)
        .execute();
      const records = await db
        .selectFrom("story")
        .selectAll()
        .where((eb) =>
          eb.or([
            eb("last_seen", ">=", at),
            eb(
              "id",
              "in",
              eb.selectFrom("story_article").select("story_id").where("seen_at", ">=", at),
            ),
          ]),
        )
        .execute();
      const top = await db
        .selectFrom("story")
        .select((eb) => eb.fn.max("seq").as("seq"))
        .executeTakeFirst();
      const topPlace = await db
        .selectFrom("story_article")
        .select((eb) => eb.fn.max("seq").as("seq"))
        .executeTakeFirst();
      this.lastSeq = Math.max(this.lastSeq, Number(top?.seq ?? 0), Number(topPlace?.seq ?? 0));
      return { records: records.map(recordOf), places: places.map(placeOf) };
    } catch (error) {
      this.log?.warn(`reading stories failed: ${(error as Error).message}`);
      return { records: [], places: [] };
    }
  }

  /** What the ingesting instance wrote since the last look (followers). */
  async changedSince(seq = this.lastSeq): Promise<StoredStories> {
    const { db } = this.database;
    try {
      const records = await db.selectFrom("story").selectAll().where("seq", ">", seq).execute();
      const places = await db
        .selectFrom("story_article")
        .selectAll()
        .where("seq", ">", seq)
        .execute();
      for (const row of [...records, ...places])
        this.lastSeq = Math.max(this.lastSeq, Number(row.seq));
      return { records: records.map(recordOf), places: places.map(placeOf) };
    } catch (error) {
      this.log?.warn(`reading stories failed: ${(error as Error).message}`);
      return { records: [], places: [] };
    }
  }

  /**
   * A story as the archive holds it: its record (merged or not) and its reports still
   * archived; undefined for an id never stored.
   */
  async archived(id: string): Promise<ArchivedStory | undefined> {
    const { db } = this.database;
    const row = await db.selectFrom("story").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return undefined;
    const rows = await db
      .selectFrom("story_article as s")
      .innerJoin("article as a", (join) =>
        join.onRef("a.source", "=", "s.source").onRef("a.link", "=", "s.link"),
      )
      .select(["s.key", "s.publisher", "s.seen_at", "a.body"])
      .where("s.story_id", "=", id)
      .execute();
    const articles: ArchivedStory["articles"] = [];
    for (const found of rows) {
      const parsed = articleSchema.safeParse(parseJson(found.body));
      // A damaged row is left out: the archive's search reports those.
      if (parsed.success)
        articles.push({
          key: found.key,
          article: parsed.data,
          publisher: found.publisher,
          seenAt: Date.parse(found.seen_at),
        });
    }
    return { record: recordOf(row), articles };
  }

  /**
   * Forgets what the archive no longer holds: the places of pruned articles, then the
   * stories left with none (a merged id goes with the story it joined). Resolves with how
   * many stories went.
   */
  async prune(): Promise<number> {
    const { db } = this.database;
    try {
      await db
        .deleteFrom("story_article")
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("article")
                .select(sql.lit(1).as("one"))
                .whereRef("article.source", "=", "story_article.source")
                .whereRef("article.link", "=", "story_article.link"),
            ),
          ),
        )
        .execute();
      const living = (eb: ArchiveDatabase["db"]) =>
        eb.selectFrom("story_article").select("story_id");
      const gone = await db
        .deleteFrom("story")
        .where("id", "not in", living(db))
        .where((eb) =>
          eb.or([eb("merged_into", "is", null), eb("merged_into", "not in", living(db))]),
        )
        .executeTakeFirst();
      return Number(gone.numDeletedRows);
    } catch (error) {
      this.database.health.failed(error);
      return 0;
    }
  }
}

/** The next write's sequence number: above every row of both tables. */
async function nextSeq(db: ArchiveDatabase["db"]): Promise<number> {
  const [story, place] = await Promise.all([
    db
      .selectFrom("story")
      .select((eb) => eb.fn.max("seq").as("seq"))
      .executeTakeFirst(),
    db
      .selectFrom("story_article")
      .select((eb) => eb.fn.max("seq").as("seq"))
      .executeTakeFirst(),
  ]);
  return Math.max(Number(story?.seq ?? 0), Number(place?.seq ?? 0)) + 1;
}

function recordRow(record: StoryRecord, seq: number): StoryRow {
  return {
    id: record.id,
    title: record.title,
    first_seen: new Date(record.firstSeen).toISOString(),
    last_seen: new Date(record.lastSeen).toISOString(),
    terms: JSON.stringify(record.terms),
    merged_into: record.mergedInto,
    seq,
  };
}

function placeRow(place: StoryPlace, seq: number): PlaceRow {
  return {
    key: place.key,
    story_id: place.storyId,
    source: place.source,
    link: place.link,
    publisher: place.publisher,
    seen_at: new Date(place.seenAt).toISOString(),
    seq,
  };
}

function recordOf(row: StoryRow): StoryRecord {
  const terms = parseJson(row.terms);
  return {
    id: row.id,
    title: row.title,
    firstSeen: Date.parse(row.first_seen),
    lastSeen: Date.parse(row.last_seen),
    terms: Array.isArray(terms) ? terms.filter((t): t is string => typeof t === "string") : [],
    mergedInto: row.merged_into,
  };
}

function placeOf(row: PlaceRow): StoryPlace {
  return {
    key: row.key,
    storyId: row.story_id,
    seenAt: Date.parse(row.seen_at),
    source: row.source,
    link: row.link,
    publisher: row.publisher,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
