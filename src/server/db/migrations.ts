import { type Kysely, type Migration, Migrator, sql } from "kysely";
import type { ArchiveSchema, DatabaseKind } from "./archiveSchema.ts";
import { hostKey, hostOf } from "./hostOf.ts";

/**
 * The schema, as an ordered list of migrations run at start (Kysely's Migrator records
 * which ran, and on PostgreSQL serializes instances starting together). A change to the
 * schema is a new entry, never an edit of one that shipped.
 */
function migrations(kind: DatabaseKind): Record<string, Migration> {
  return {
    "001-tables": {
      async up(db) {
        await db.schema
          .createTable("source_state")
          .addColumn("url", "text", (c) => c.primaryKey())
          .addColumn("saved_at", "text", (c) => c.notNull())
          .addColumn("last_success", "text", (c) => c.notNull())
          .addColumn("validators", "text", (c) => c.notNull())
          .addColumn("items", "text", (c) => c.notNull())
          .addColumn("seq", "integer", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("article")
          .addColumn("id", kind === "postgres" ? "serial" : "integer", (c) =>
            kind === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn("source", "text", (c) => c.notNull())
          .addColumn("link", "text", (c) => c.notNull())
          .addColumn("title", "text", (c) => c.notNull())
          .addColumn("description", "text", (c) => c.notNull())
          .addColumn("published", "text", (c) => c.notNull())
          .addColumn("first_seen", "text", (c) => c.notNull())
          .addColumn("last_seen", "text", (c) => c.notNull())
          .addColumn("sample", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("body", "text", (c) => c.notNull())
          .addUniqueConstraint("article_source_link", ["source", "link"])
          .execute();
        await db.schema
          .createIndex("article_last_seen")
          .on("article")
          .column("last_seen")
          .execute();
        await db.schema.createIndex("article_source").on("article").column("source").execute();
        await db.schema
          .createTable("store_meta")
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("value", "text", (c) => c.notNull())
          .execute();
      },
    },
    "002-full-text": { up: kind === "postgres" ? postgresFullText : sqliteFullText },
    "003-word-forms": { up: kind === "postgres" ? postgresWordForms : sqliteWordForms },
    "004-stories": { up: storyTables },
    // Each source's write numbers itself MAX(seq) + 1: without an index, SQLite read every
    // row's items (stored before seq) to find it, 8 to 18 ms a write with 225 sources.
    "005-source-seq": {
      up: (db) =>
        db.schema.createIndex("source_state_seq").on("source_state").column("seq").execute(),
    },
    "006-article-host": { up: (db) => articleHost(db, kind) },
    "007-article-host-key": { up: (db) => articleHostKey(db, kind) },
  };
}

/**
 * FTS5 over title and description, as an external-content table (the text is stored once,
 * in `article`) kept in step by triggers. unicode61 folds case and diacritics.
 */
async function sqliteFullText(
  db: Kysely<unknown>,
  tokenizer = "unicode61 remove_diacritics 2",
): Promise<void> {
  await sql`CREATE VIRTUAL TABLE article_fts USING fts5(
    title, description, content='article', content_rowid='id',
    tokenize=${sql.lit(tokenizer)})`.execute(db);
  await sql`CREATE TRIGGER article_fts_insert AFTER INSERT ON article BEGIN
    INSERT INTO article_fts(rowid, title, description) VALUES (new.id, new.title, new.description);
  END`.execute(db);
  await sql`CREATE TRIGGER article_fts_delete AFTER DELETE ON article BEGIN
    INSERT INTO article_fts(article_fts, rowid, title, description)
      VALUES ('delete', old.id, old.title, old.description);
  END`.execute(db);
  await sql`CREATE TRIGGER article_fts_update AFTER UPDATE OF title, description ON article BEGIN
    INSERT INTO article_fts(article_fts, rowid, title, description)
      VALUES ('delete', old.id, old.title, old.description);
    INSERT INTO article_fts(rowid, title, description) VALUES (new.id, new.title, new.description);
  END`.execute(db);
}

/**
 * A generated tsvector (the `simple` configuration: lower-cased words, no stemming, as
 * unicode61 does) with a GIN index; titles weigh more than descriptions, as in bm25 on SQLite.
 */
async function postgresFullText(db: Kysely<unknown>, config = "simple"): Promise<void> {
  const on = sql.lit(config);
  await sql`ALTER TABLE article ADD COLUMN search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector(${on}::regconfig, title), 'A') || setweight(to_tsvector(${on}::regconfig, description), 'B')
  ) STORED`.execute(db);
  await sql`CREATE INDEX article_search ON article USING gin (search)`.execute(db);
}

/**
 * Issue 24: search matches word forms ("flood" finds floods, flooded, flooding). The index
 * is made again with the porter tokenizer (English stems over unicode61) and rebuilt from
 * `article`; the triggers are the same.
 */
async function sqliteWordForms(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ["article_fts_insert", "article_fts_delete", "article_fts_update"])
    await sql`DROP TRIGGER ${sql.raw(trigger)}`.execute(db);
  await sql`DROP TABLE article_fts`.execute(db);
  await sqliteFullText(db, "porter unicode61 remove_diacritics 2");
  await sql`INSERT INTO article_fts(article_fts) VALUES ('rebuild')`.execute(db);
}

/** Issue 24: the tsvector in the `english` configuration (stems), as findArticles queries it. */
async function postgresWordForms(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX article_search`.execute(db);
  await sql`ALTER TABLE article DROP COLUMN search`.execute(db);
  await postgresFullText(db, "english");
}

/** Issue 37: stories outlive the feeds and agree across instances (see persistStories.ts). */
async function storyTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("story")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("first_seen", "text", (c) => c.notNull())
    .addColumn("last_seen", "text", (c) => c.notNull())
    .addColumn("terms", "text", (c) => c.notNull())
    .addColumn("merged_into", "text")
    .addColumn("seq", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("story_seq").on("story").column("seq").execute();
  await db.schema
    .createTable("story_article")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("story_id", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("link", "text", (c) => c.notNull())
    .addColumn("publisher", "text", (c) => c.notNull())
    .addColumn("seen_at", "text", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("story_article_story")
    .on("story_article")
    .column("story_id")
    .execute();
  await db.schema.createIndex("story_article_seq").on("story_article").column("seq").execute();
}

/**
 * Issue 39: each article's link host, indexed, for `site:` (matching it in the link would
 * take a regular expression per row). Rows archived before get theirs now: on PostgreSQL by
 * the same reading in SQL, on SQLite (no regular expressions) through hostOf, in batches.
 */
async function articleHost(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema.alterTable("article").addColumn("host", "text").execute();
  await db.schema.createIndex("article_host").on("article").column("host").execute();
  if (kind === "postgres") {
    await sql`UPDATE article SET host = lower(substring(link from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/@]*@)?([^/:?#]+)'))`.execute(
      db,
    );
    return;
  }
  const archive = db as unknown as Kysely<ArchiveSchema>;
  for (let after = 0; ; ) {
    const rows = await archive
      .selectFrom("article")
      .select(["id", "link"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(5000)
      .execute();
    if (rows.length === 0) return;
    for (const { id, link } of rows)
      await archive
        .updateTable("article")
        .set({ host: hostOf(link) })
        .where("id", "=", id)
        .execute();
    after = rows.at(-1)?.id ?? after;
  }
}

/**
 * Issue 39, at a million articles: `site:` matched a host's subdomains by `LIKE '%.host'`,
 * which no index serves (a scan of every row: 0.6-1.8 s). The host's labels reversed make a
 * host and its subdomains one range of an index, in byte order (PostgreSQL's "C" collation,
 * whatever the database's). Rows archived before get theirs host by host.
 */
async function articleHostKey(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind === "postgres")
    await sql`ALTER TABLE article ADD COLUMN host_key text COLLATE "C"`.execute(db);
  else await db.schema.alterTable("article").addColumn("host_key", "text").execute();
  await db.schema.createIndex("article_host_key").on("article").column("host_key").execute();
  const archive = db as unknown as Kysely<ArchiveSchema>;
  const hosts = await archive
    .selectFrom("article")
    .select("host")
    .distinct()
    .where("host", "is not", null)
    .execute();
  for (const { host } of hosts)
    await archive
      .updateTable("article")
      .set({ host_key: hostKey(host as string) })
      .where("host", "=", host)
      .execute();
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrate(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(kind) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    throw Object.assign(error instanceof Error ? error : new Error(String(error)), {
      message: `schema migration ${failed ?? ""} failed: ${(error as Error).message}`,
    });
  }
}
