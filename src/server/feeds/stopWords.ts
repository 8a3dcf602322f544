/**
 * Words that say nothing about which event a headline reports: English function words and
 * the filler of news headlines ("says", "live", "update"). Matched after lower-casing, before
 * stemming.
 */
export const stopWords: ReadonlySet<string> = new Set(
  `a about above across after again against ago all almost along also although am among amid
  an and another any are around as at away back be because been before being below between
  both but by can could did do does doing done down during each either else even ever every
  few for from further had has have having he her here hers him his how however if in into is
  it its itself just least less like many may me might more most much must my near nearly
  neither next no nor not now of off on once one only onto or other our ours out over own per
  perhaps rather same she should since so some still such than that the their theirs them
  then there these they this those though through thus till to too toward towards under
  until up upon us very via was we were what when where whether which while who whom whose
  why will with within without would yet you your
  after-hours says said say saying tells told report reports reported reportedly new news
  latest live update updates updated breaking watch video photos pictures explained
  analysis opinion exclusive first last get gets got make makes made take takes took set
  sets see sees seen call calls called come comes came go goes going week weeks day days
  today tonight yesterday tomorrow year years month months time times people way ways
  amid mr ms mrs dr`
    .split(/\s+/)
    .filter((word) => word !== ""),
);
