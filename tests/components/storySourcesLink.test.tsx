import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ArticleCard } from "../../src/components/ArticleCard.tsx";
import { makeArticle } from "../support/articles.ts";

function renderCard(overrides: Parameters<typeof makeArticle>[1]) {
  return render(
    <MemoryRouter>
      <ArticleCard article={makeArticle(1, overrides)} />
    </MemoryRouter>,
  );
}

describe("the card's 'N sources' link", () => {
  it("links a story covered by several publishers to its coverage page, in the same tab", () => {
    renderCard({ storyId: "abc123", sourceCount: 4 });
    const link = screen.getByRole("link", { name: "See all 4 sources covering this story" });
    expect(link).toHaveTextContent("4 sources");
    expect(link).toHaveAttribute("href", "/story/abc123");
    expect(link).not.toHaveAttribute("target");
  });

  it("is absent for a single-publisher story", () => {
    renderCard({ storyId: "abc123", sourceCount: 1 });
    expect(screen.queryByRole("link", { name: /sources covering/ })).toBeNull();
  });

  it("is absent when the server sent no story fields", () => {
    renderCard({});
    expect(screen.queryByText(/sources$/)).toBeNull();
  });
});
