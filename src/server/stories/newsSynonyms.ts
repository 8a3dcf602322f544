import { stemWord } from "./stemWord.ts";

/**
 * Words news headlines use interchangeably for one thing, brought to one form so that two
 * wordings of an event share them. Only general news vocabulary belongs here (disasters,
 * crime, office, labour, economy), never a name: a synonym that joins two different
 * things costs precision, which comes first.
 */

/** Multi-word phrases, replaced in the lower-cased headline before it is split into words. */
export const phraseSynonyms: readonly [RegExp, string][] = [
  [/\bprime minister\b/g, "pm"],
  // Matched whole: the stemmer makes "premiere" (a film's first showing) "premier" too.
  [/\bpremiers?\b/g, "pm"],
  [/\b(?:lays?|laid|laying) off\b/g, "layoff"],
  [/\b(?:steps?|stepped|stepping) down\b/g, "resign"],
  [/\bdeath toll\b/g, "dead"],
  [/\bunder control\b/g, "contained"],
];

/** Word -> the word it stands for, in plain words; stemmed once below. */
const synonyms: Record<string, string> = {
  // Earthquakes and fire.
  earthquake: "quake",
  tremor: "quake",
  floodwater: "flood",
  wildfire: "fire",
  blaze: "fire",
  // Theft.
  heist: "steal",
  theft: "steal",
  thief: "steal",
  thieves: "steal",
  rob: "steal",
  robbery: "steal",
  // Death and injury.
  kill: "dead",
  death: "dead",
  deadly: "dead",
  die: "dead",
  died: "dead",
  injury: "injure",
  hurt: "injure",
  wound: "injure",
  // Office.
  quit: "resign",
  dismiss: "sack",
  // Labour and economy.
  layoff: "cut",
  hike: "raise",
  rise: "raise",
  // Agreements.
  pact: "deal",
  accord: "deal",
  agree: "deal",
  agreed: "deal",
  agreement: "deal",
  // Cyber crime.
  hacker: "hack",
  cyberattack: "hack",
  // Space.
  lunar: "moon",
  // Numbers written out (figures of 2+ digits are kept, so these are too).
  ten: "10",
  eleven: "11",
  twelve: "12",
  fifteen: "15",
  twenty: "20",
};

/** Stem (see stemWord) -> the stem it stands for. */
export const stemSynonyms: ReadonlyMap<string, string> = new Map(
  Object.entries(synonyms).map(([word, meaning]) => [stemWord(word), stemWord(meaning)]),
);
