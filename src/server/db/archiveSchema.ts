import type { Generated } from "kysely";

/**
 * The tables as Kysely sees them, the same on SQLite and PostgreSQL (migrations.ts creates
 * them). Times are ISO strings (they sort as text); JSON columns are text, validated with
 * the shared zod schemas whenever they are read back.
 */
export interface ArchiveSchema {
  /** Each source's last good state (what `<DATA_DIR>/sources/*.json` held before). */
  source_state: {
    url: string;
    saved_at: string;
    last_success: string;
    /** `Validators` as JSON. */
    validators: string;
    /** `SourceItem[]` as JSON. */
    items: string;
    /** Raised by every write: followers apply changes in this order (see ingestCoordinator.ts). */
    seq: number;
  };
  /** One row per article per source: every article ingested, kept `ARCHIVE_DAYS`. */
  article: {
    id: Generated<number>;
    /** The feed URL, or `sample:<endpoint>` for the bundled sample articles. */
    source: string;
    link: string;
    /** The link's host name, lower case (ASCII): what `site:` searches (issue 39). */
    host: string | null;
    /** The host's labels reversed (hostKey): `site:` reads a range of its index. */
    host_key: string | null;
    title: string;
    description: string;
    /** The article's date, else when it was first seen: what recency and search order use. */
    published: string;
    first_seen: string;
    last_seen: string;
    /** 1 for a bundled sample article, 0 for a live one. */
    sample: number;
    /** The Article as the API serves it, as JSON. */
    body: string;
  };
  /**
   * Stories (issue 37), written by the ingesting instance, read by the others: what a story
   * is called, when it was first and last seen, what ties its reports (`why`) and, once it
   * joined another, which (its old id answers 301 there).
   */
  story: {
    id: string;
    title: string;
    first_seen: string;
    last_seen: string;
    /** The terms that tie the reports (`why.terms`), as a JSON array. */
    terms: string;
    merged_into: string | null;
    /** Raised by every write: followers read on from the last they saw. */
    seq: number;
  };
  /** Which story each article (by canonical key) is in, and where the archive keeps it. */
  story_article: {
    key: string;
    story_id: string;
    /** The article's row in `article`: its source and link. */
    source: string;
    link: string;
    publisher: string;
    /** When the article was first seen (ISO): what the story's times count from. */
    seen_at: string;
    seq: number;
  };
  /** Small facts about the store itself (for example that the JSON files were imported). */
  store_meta: {
    key: string;
    value: string;
  };
}

/** The tables that hold data (the search index and Kysely's own tables are derived or bookkeeping). */
export const archiveTables = [
  "source_state",
  "article",
  "story",
  "story_article",
  "store_meta",
] as const satisfies readonly (keyof ArchiveSchema)[];

/** Which database a store runs on. */
export type DatabaseKind = "sqlite" | "postgres";
