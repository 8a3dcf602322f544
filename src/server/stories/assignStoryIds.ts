import type { Steps } from "../timeSlices.ts";
import type { StoryBook } from "./storyBook.ts";

/** A story as clustering grouped it now: the id it made (from its founding report) and its reports. */
export interface GroupedStory {
  clusterId: string;
  keys: readonly string[];
}

/**
 * Gives each story clustering made its public id (issue 37), so that a story keeps its id
 * whatever clustering does inside: a regroup, a restart that clusters afresh, another
 * instance taking over. Each story takes the id most of its reports already had (the
 * largest claim first); a story none of whose ids is free (a part split off, new reports)
 * is named by its founding report, as clustering names it. An id that no story kept, whose
 * reports are now in another story, joined that one: it is recorded as merged, and answers
 * 301 there. Returns each cluster id's public id. As steps, to run in slices (timeSlices.ts).
 */
export function* assignStoryIds(
  groups: readonly GroupedStory[],
  book: StoryBook,
): Steps<Map<string, string>> {
  const claims: { group: GroupedStory; id: string; votes: number }[] = [];
  for (const group of groups) {
    const votes = new Map<string, number>();
    for (const key of group.keys) {
      const id = book.place(key)?.storyId;
      if (id !== undefined) votes.set(id, (votes.get(id) ?? 0) + 1);
    }
    for (const [id, count] of votes) claims.push({ group, id, votes: count });
    yield;
  }
  // The strongest claim first; ties go to the larger story, then the id, so the same
  // grouping always gives the same ids.
  claims.sort(
    (a, b) =>
      b.votes - a.votes ||
      b.group.keys.length - a.group.keys.length ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  yield;
  const assigned = new Map<string, string>();
  const taken = new Set<string>();
  for (const { group, id } of claims) {
    if (assigned.has(group.clusterId) || taken.has(id)) continue;
    assigned.set(group.clusterId, id);
    taken.add(id);
  }
  for (const group of groups) {
    if (assigned.has(group.clusterId)) continue;
    let id = group.clusterId;
    for (let n = 2; taken.has(id) || book.record(id) !== undefined; n++)
      id = `${group.clusterId}-${n}`;
    assigned.set(group.clusterId, id);
    taken.add(id);
    yield;
  }
  // An id no story kept joined the story most of its reports are in now.
  const merged = new Set<string>();
  for (const { group, id } of claims) {
    if (taken.has(id) || merged.has(id)) continue;
    merged.add(id);
    const into = assigned.get(group.clusterId) as string;
    if (book.record(id)?.mergedInto !== into) book.merge(id, into);
  }
  return assigned;
}
