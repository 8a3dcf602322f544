/**
 * A light English stemmer, enough to let "floods", "flooded" and "flooding" meet at "flood"
 * and "rise", "rises", "rising" at "ris". It only strips endings (plural and possessive,
 * -ing, -ed, a final -e, a doubled final consonant); a real stemmer's deeper cuts
 * ("organization" -> "organ") would merge unrelated words, and precision comes first here.
 */
export function stemWord(word: string): string {
  let stem = word.replace(/['’]s$/, "");
  const base = irregularForms.get(stem);
  if (base !== undefined) stem = base;
  if (/\d/.test(stem) || stem.length <= 3) return stem;
  if (stem.endsWith("ies") && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (/(?:sses|ches|shes|xes|zes)$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith("s") && !/(?:ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.endsWith("ing") && stem.length >= 6) stem = stem.slice(0, -3);
  else if (stem.endsWith("ed") && stem.length >= 5) stem = stem.slice(0, -2);
  if (/([b-df-hj-np-tv-z])\1$/.test(stem) && !/(?:ll|ss|zz)$/.test(stem)) stem = stem.slice(0, -1);
  stem = stripDerivation(stem);
  if (stem.endsWith("e") && stem.length > 3) stem = stem.slice(0, -1);
  return stem;
}

/**
 * Nouns made from verbs, back to the verb's stem, only where the verb is left recognisable
 * (4+ letters): "agreement" -> "agre", "derailment" -> "derail", "resignation" -> "resign",
 * "election" -> "elect", "evacuation" and "evacuated" -> "evacu".
 */
function stripDerivation(stem: string): string {
  if (stem.endsWith("ment") && stem.length >= 8) return stem.slice(0, -4);
  if (stem.endsWith("ation") && stem.length >= 9) return stem.slice(0, -5);
  if (/[st]ion$/.test(stem) && stem.length >= 7) stem = stem.slice(0, -3);
  // "evacuat(e)", "investigat(e)": the verb ending that -ation lost above.
  if (stem.endsWith("at") && stem.length >= 7) return stem.slice(0, -2);
  return stem;
}

/** Common irregular English verb forms, to their base form (stemmed like any word after). */
const irregularForms = new Map(
  Object.entries({
    stolen: "steal",
    stole: "steal",
    won: "win",
    lost: "lose",
    fell: "fall",
    fallen: "fall",
    struck: "strike",
    rose: "rise",
    risen: "rise",
    led: "lead",
    sank: "sink",
    sunk: "sink",
    froze: "freeze",
    frozen: "freeze",
    broke: "break",
    broken: "break",
    fought: "fight",
    caught: "catch",
    sold: "sell",
    bought: "buy",
    held: "hold",
    met: "meet",
    ran: "run",
    sought: "seek",
    wrote: "write",
    written: "write",
    drove: "drive",
    driven: "drive",
    flew: "fly",
    flown: "fly",
    grew: "grow",
    grown: "grow",
    shot: "shoot",
    spoke: "speak",
    spoken: "speak",
    began: "begin",
    begun: "begin",
    chose: "choose",
    chosen: "choose",
    forgave: "forgive",
    hid: "hide",
    hidden: "hide",
    swept: "sweep",
    fled: "flee",
    sent: "send",
    spent: "spend",
    built: "build",
    kept: "keep",
    slept: "sleep",
  }),
);
