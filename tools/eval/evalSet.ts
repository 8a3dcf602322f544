import { readFileSync } from "node:fs";
import { titleKey } from "../../src/server/feeds/normalizeFeed.ts";
import type { StoryInput } from "../../src/server/stories/story.ts";

/** One labelled headline: the clustering input plus the event it really reports. */
export interface LabelledHeadline extends StoryInput {
  event: string;
}

/** The labelled set written for issue 11 (see the file's header). */
export const evalSetFile = new URL("../../tests/fixtures/stories/headlines.txt", import.meta.url);

/** A tuning part with descriptions (issue 24): its events are d01, d02...; all tune. */
export const describedSetFile = new URL(
  "../../tests/fixtures/stories/described.txt",
  import.meta.url,
);

/** Events up to this number tune the rules; later ones are held out. */
const lastTuningEvent = 40;
/** Events after this one are the second held-out part, written after the first was read. */
const lastFirstHeldOutEvent = 64;
/** Events after this one are the third held-out part (issue 24), with descriptions. */
const lastSecondHeldOutEvent = 84;
/** Events after this one are the fourth held-out part (issue 24), written blind. */
const lastThirdHeldOutEvent = 110;
/** Events after this one are the fifth held-out part, written once the fourth's were read. */
const lastFourthHeldOutEvent = 140;

/** Events after this one are the sixth held-out part, written once the fifth's were read. */
const lastFifthHeldOutEvent = 170;

/**
 * Reads the set, oldest first, split into the tuning part and the six held-out parts. Each
 * headline gets its own link (rule 1 never fires) under its publisher's invented host.
 */
export function readEvalSet(file: URL = evalSetFile): {
  tuning: LabelledHeadline[];
  heldOut: LabelledHeadline[];
  secondHeldOut: LabelledHeadline[];
  thirdHeldOut: LabelledHeadline[];
  fourthHeldOut: LabelledHeadline[];
  fifthHeldOut: LabelledHeadline[];
  sixthHeldOut: LabelledHeadline[];
} {
  const headlines = readLabelled(file, /^[ed]\d+\|/);
  const number = (h: LabelledHeadline) => Number(h.event.slice(1));
  return {
    tuning: headlines.filter((h) => number(h) <= lastTuningEvent),
    heldOut: headlines.filter(
      (h) => number(h) > lastTuningEvent && number(h) <= lastFirstHeldOutEvent,
    ),
    secondHeldOut: headlines.filter(
      (h) => number(h) > lastFirstHeldOutEvent && number(h) <= lastSecondHeldOutEvent,
    ),
    thirdHeldOut: headlines.filter(
      (h) => number(h) > lastSecondHeldOutEvent && number(h) <= lastThirdHeldOutEvent,
    ),
    fourthHeldOut: headlines.filter(
      (h) => number(h) > lastThirdHeldOutEvent && number(h) <= lastFourthHeldOutEvent,
    ),
    fifthHeldOut: headlines.filter(
      (h) => number(h) > lastFourthHeldOutEvent && number(h) <= lastFifthHeldOutEvent,
    ),
    sixthHeldOut: headlines.filter((h) => number(h) > lastFifthHeldOutEvent),
  };
}

/**
 * The wide set (issue 24): broad stories of 25-50 headlines from many publishers over 36
 * hours, headlines only, the shape of an aggregator's stories. W01-W08 tune; W09-W16 are
 * blind.
 */
export const wideSetFile = new URL("../../tests/fixtures/stories/wide.txt", import.meta.url);

export function readWideSet(file: URL = wideSetFile): {
  tuning: LabelledHeadline[];
  blind: LabelledHeadline[];
} {
  const headlines = readLabelled(file, /^W\d+\|/);
  const tuning = (h: LabelledHeadline) => Number(h.event.slice(1)) <= 8;
  return { tuning: headlines.filter(tuning), blind: headlines.filter((h) => !tuning(h)) };
}

/**
 * Three more blind parts of broad stories with wire copies, each committed before any rule
 * ran on it: S01-S12 and T01-T12 (stories of 22-86 headlines, each with two pairs of
 * stories of one company or person with other news, built as traps), written after
 * centroid grouping was chosen; U01-U16 (18-88 headlines), its overlaps left to happen as a
 * real day's would, written once S and T had been read; V01-V119 (issue 37), one day's
 * shape (4 very broad stories, 10 medium, 25 small traps, 80 single headlines), written by
 * someone who never saw the code, run once the rules were final.
 */
export const wideBlindSetFiles = {
  second: new URL("../../tests/fixtures/stories/wide2.txt", import.meta.url),
  third: new URL("../../tests/fixtures/stories/wide3.txt", import.meta.url),
  fourth: new URL("../../tests/fixtures/stories/wide4.txt", import.meta.url),
  fifth: new URL("../../tests/fixtures/stories/wide5.txt", import.meta.url),
};

export function readWideBlindSet(file: URL): LabelledHeadline[] {
  return readLabelled(file, /^[STUV]\d+\|/);
}

/**
 * Real headlines (issue 50), labelled by hand by event under rules written first (see
 * real1.txt's header): `dev`, seven publishers' front pages of 2026-01-02, read pair by pair
 * to tune the rules once it had been scored blind; `blind2`, 75 publishers' top headlines of
 * 2026-01-06 and 07, committed before any rule ran on it and never read to tune a rule.
 */
export const realSetFiles = {
  dev: new URL("../../tests/fixtures/stories/real1.txt", import.meta.url),
  blind2: new URL("../../tests/fixtures/stories/real2.txt", import.meta.url),
};

export function readRealSet(file: URL): LabelledHeadline[] {
  return readLabelled(file, /^R:[\w-]+\|/);
}

/** A labelled file's headlines whose lines match `line`, oldest first. */
function readLabelled(file: URL, line: RegExp): LabelledHeadline[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((text) => line.test(text))
    .map((text, index): LabelledHeadline => {
      const [event = "", publisher = "", hour = "", title = "", description] = text.split("|");
      return {
        event,
        publisher: `${publisher}.example`,
        key: `${publisher}.example/story/${index}`,
        title,
        ...(description === undefined ? {} : { description }),
        titleKey: titleKey(title),
        seenAt: Number(hour) * 3600_000,
      };
    })
    .sort((a, b) => a.seenAt - b.seenAt);
}
