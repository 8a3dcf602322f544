import { describe, expect, it } from "vitest";
import { filterMenu, type MenuGroup } from "../../src/chrome/menuModel.ts";

const groups: MenuGroup[] = [
  {
    id: "news",
    label: "News",
    links: [
      { label: "Africa", path: "/africa" },
      { label: "Asia", path: "/asia" },
    ],
  },
  {
    id: "sport",
    label: "Sport",
    links: [
      { label: "Cricket", path: "/cricket" },
      { label: "Tennis (ATP)", path: "/tennic" },
    ],
  },
];

describe("filterMenu", () => {
  it("keeps a whole group when its name matches, case-insensitively", () => {
    expect(filterMenu(groups, "SPO")).toEqual([groups[1]]);
  });
  it("keeps only the matching links of other groups", () => {
    expect(filterMenu(groups, "aSi")).toEqual([
      { ...groups[0], links: [{ label: "Asia", path: "/asia" }] },
    ]);
  });
  it("treats regex characters as plain text", () => {
    expect(filterMenu(groups, "(")).toEqual([
      { ...groups[1], links: [{ label: "Tennis (ATP)", path: "/tennic" }] },
    ]);
    expect(filterMenu(groups, "[")).toEqual([]);
    expect(filterMenu(groups, "*")).toEqual([]);
    expect(filterMenu(groups, ".*")).toEqual([]);
  });
  it("returns every group for an empty or blank query and nothing for nonsense", () => {
    expect(filterMenu(groups, "  ")).toEqual(groups);
    expect(filterMenu(groups, "zzqx")).toEqual([]);
  });
  it("copes with very long input", () => {
    expect(filterMenu(groups, "a".repeat(100_000))).toEqual([]);
  });
});
