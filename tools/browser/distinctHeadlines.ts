/**
 * Headlines of distinct events, written for the project's generated feeds (browser tests,
 * benchmarks). A feed of one headline numbered 1 to 14 is one story, shown as one card
 * (issue 37): each generated item names its own event instead.
 */
const subjects = [
  "Harbour ferry fares rise",
  "Orchard growers expect a late harvest",
  "Glacier museum opens a new wing",
  "Lantern festival draws record crowds",
  "Meadow restoration project wins funding",
  "Quarry reopens after safety review",
  "Citadel walls repaired after storm",
  "Night trains return to the coast line",
  "Vineyard workers vote on pay deal",
  "Observatory spots a bright comet",
  "Canal towpath closed for repairs",
  "Bazaar traders protest new rents",
  "Foundry jobs saved by takeover",
  "Lighthouse keeper retires after forty years",
];

/** The n-th (from 1) distinct event's headline. */
export function distinctHeadline(n: number): string {
  return subjects[(n - 1) % subjects.length] as string;
}
