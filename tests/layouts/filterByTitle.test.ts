import { describe, expect, it } from "vitest";
import { filterByTitle } from "../../layouts/sports/filterByTitle.ts";
import { makeArticle } from "../support/articles.ts";

const titled = (...titles: string[]) => titles.map((title, i) => makeArticle(i + 1, { title }));
const titles = (articles: { title: string }[]) => articles.map((article) => article.title);

describe("filterByTitle (sports 'Recent Post' search)", () => {
  const articles = titled(
    "Cup final goes to penalties",
    "GOAL of the season",
    "Price (up) 5% [sic]",
  );

  it("keeps every article for an empty or blank query", () => {
    expect(filterByTitle(articles, "")).toHaveLength(3);
    expect(filterByTitle(articles, "   ")).toHaveLength(3);
  });

  it("matches a case-insensitive substring of the title", () => {
    expect(titles(filterByTitle(articles, "goal"))).toEqual(["GOAL of the season"]);
    expect(titles(filterByTitle(articles, "PENAL"))).toEqual(["Cup final goes to penalties"]);
    expect(titles(filterByTitle(articles, "O"))).toHaveLength(2);
  });

  it("treats regex characters as plain text", () => {
    expect(titles(filterByTitle(articles, "(up) 5%"))).toEqual(["Price (up) 5% [sic]"]);
    expect(titles(filterByTitle(articles, "[sic]"))).toEqual(["Price (up) 5% [sic]"]);
    expect(filterByTitle(articles, ".*")).toEqual([]);
    expect(filterByTitle(articles, "(")).toHaveLength(1);
    expect(() => filterByTitle(articles, "[")).not.toThrow();
  });

  it("handles any length of input", () => {
    expect(filterByTitle(articles, "a".repeat(100_000))).toEqual([]);
    expect(filterByTitle(titled("x".repeat(50_000)), "x".repeat(40_000))).toHaveLength(1);
  });

  it("does not change the list it is given", () => {
    const copy = [...articles];
    filterByTitle(articles, "goal");
    expect(articles).toEqual(copy);
  });
});
