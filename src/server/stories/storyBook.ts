/**
 * Which public story each article is in, what each story is called, and which stories
 * joined others (issue 37). The ingesting instance fills it from its clustering (see
 * assignStoryIds) and stores what changed; every other instance fills it from the store,
 * and never clusters. Stories are read the same way from it on every instance, so every
 * instance gives every article the same `storyId`, and a restart keeps them.
 */

/** Which story an article is in, and where the archive keeps it. */
export interface StoryPlace {
  /** The article's canonical key. */
  key: string;
  storyId: string;
  /** When the article was first seen (ms): what its story's times count from. */
  seenAt: number;
  /** The feed that carried it and its link (the archive's row). */
  source: string;
  link: string;
  publisher: string;
}

/** What a story is called and how long it has run; `mergedInto` once it joined another. */
export interface StoryRecord {
  id: string;
  title: string;
  firstSeen: number;
  lastSeen: number;
  /** What ties its reports, strongest first (`why.terms`). */
  terms: readonly string[];
  mergedInto: string | null;
}

/** What changed since the last `takeChanges`: what the ingesting instance stores. */
export interface StoryChanges {
  places: StoryPlace[];
  records: StoryRecord[];
}

/** A merged id followed this many times at most (a chain longer than that is a loop). */
const maxHops = 8;

export class StoryBook {
  private readonly places = new Map<string, StoryPlace>();
  private readonly records = new Map<string, StoryRecord>();
  private readonly changedPlaces = new Set<string>();
  private readonly changedRecords = new Set<string>();

  place(key: string): StoryPlace | undefined {
    return this.places.get(key);
  }

  record(id: string): StoryRecord | undefined {
    return this.records.get(id);
  }

  /** The story a merged id joined, followed to the end; undefined for a story of its own. */
  movedTo(id: string): string | undefined {
    let target: string | undefined;
    let at = this.records.get(id);
    for (let hop = 0; at?.mergedInto && hop < maxHops; hop++) {
      target = at.mergedInto;
      at = this.records.get(target);
    }
    return target;
  }

  /** Puts an article in a story (a change when its story or time differs). */
  setPlace(place: StoryPlace): void {
    const known = this.places.get(place.key);
    if (known && known.storyId === place.storyId && known.seenAt === place.seenAt) return;
    this.places.set(place.key, place);
    this.changedPlaces.add(place.key);
  }

  /** Records a story (a change when anything stored about it differs). */
  setRecord(record: StoryRecord): void {
    const known = this.records.get(record.id);
    if (known && sameRecord(known, record)) return;
    this.records.set(record.id, record);
    this.changedRecords.add(record.id);
  }

  /** A story that joined another: its id answers with the other from now on. */
  merge(id: string, into: string): void {
    const known = this.records.get(id);
    if (known) this.setRecord({ ...known, mergedInto: into });
  }

  /** Takes what the store wrote (or an instance read back): not a change to write again. */
  load(records: Iterable<StoryRecord>, places: Iterable<StoryPlace>): void {
    for (const record of records) this.records.set(record.id, record);
    for (const place of places) this.places.set(place.key, place);
  }

  /** What changed since the last call, to be stored. */
  takeChanges(): StoryChanges {
    const places = [...this.changedPlaces].flatMap((key) => this.places.get(key) ?? []);
    const records = [...this.changedRecords].flatMap((id) => this.records.get(id) ?? []);
    this.changedPlaces.clear();
    this.changedRecords.clear();
    return { places, records };
  }

  /**
   * Forgets, in memory only, the articles not kept (the store keeps them for the archive's
   * answers) and the stories none of the kept articles is in that ended before `before`
   * (ms): memory stays that of the window.
   */
  forget(keep: (key: string) => boolean, before: number): void {
    const living = new Set<string>();
    for (const [key, place] of this.places) {
      if (keep(key) || place.seenAt >= before) living.add(place.storyId);
      else if (!this.changedPlaces.has(key)) this.places.delete(key);
    }
    for (const [id, record] of this.records)
      if (!living.has(id) && record.lastSeen < before && !this.changedRecords.has(id))
        this.records.delete(id);
  }
}

function sameRecord(a: StoryRecord, b: StoryRecord): boolean {
  return (
    a.title === b.title &&
    a.firstSeen === b.firstSeen &&
    a.lastSeen === b.lastSeen &&
    a.mergedInto === b.mergedInto &&
    a.terms.length === b.terms.length &&
    a.terms.every((term, i) => term === b.terms[i])
  );
}
