/** The "N new stories" notice (issue 26): new data is kept aside until the reader asks for it. */
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../src/engine/createQueryClient.ts";
import { endpointKey } from "../../src/engine/endpointQueries.ts";
import { LiveNotice } from "../../src/live/LiveNotice.tsx";
import { LiveUpdates } from "../../src/live/liveUpdates.ts";
import type { EndpointData } from "../../src/shared/endpointData.ts";
import { LIVE_TEXT } from "../../src/shared/liveTexts.ts";
import { makeArticle, makeArticles } from "../support/articles.ts";

const shown = "newYork/world";
const hidden = "bbc/breaking";

/** A block showing one endpoint's headlines from react-query, as templates do. */
function Headlines() {
  const { data } = useQuery<EndpointData>({ queryKey: endpointKey(shown), queryFn: () => never() });
  return (
    <ul>
      {data?.articles.map((article) => (
        <li key={article.link}>{article.title}</li>
      ))}
    </ul>
  );
}
const never = () => new Promise<EndpointData>(() => {});

function setUp(next: EndpointData) {
  const queryClient = createQueryClient();
  queryClient.setQueryData<EndpointData>(endpointKey(shown), {
    articles: makeArticles(3),
    sample: false,
  });
  queryClient.setQueryData<EndpointData>(endpointKey(hidden), { articles: [], sample: false });
  const fetchData = vi.fn(async () => next);
  const updates = new LiveUpdates({ queryClient, endpointKey, fetchFresh: fetchData });
  render(
    <QueryClientProvider client={queryClient}>
      <Headlines />
      <LiveNotice updates={updates} />
    </QueryClientProvider>,
  );
  return { updates, fetchData };
}

describe("LiveNotice", () => {
  it("counts the new stories without showing them, and shows them when clicked", async () => {
    const fresh = [makeArticle(11), makeArticle(12), ...makeArticles(3)];
    const { updates, fetchData } = setUp({ articles: fresh, sample: false });
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();

    await act(() => updates.changed([shown, hidden]));
    // Only what the page shows is fetched.
    expect(fetchData.mock.calls).toEqual([[shown]]);
    const button = screen.getByRole("button", { name: "2 new stories" });
    expect(region).toContainElement(button);
    expect(screen.queryByText("Test headline 11")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);

    await userEvent.click(button);
    expect(screen.getByText("Test headline 11")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says 1 new story in the singular, and nothing when no article is new", async () => {
    const { updates } = setUp({ articles: [makeArticle(21), ...makeArticles(3)], sample: false });
    await act(() => updates.changed("all"));
    expect(screen.getByRole("button", { name: LIVE_TEXT.newStory })).toBeInTheDocument();

    const { updates: same } = setUp({ articles: makeArticles(2), sample: false });
    await act(() => same.changed([shown]));
    expect(screen.getAllByRole("button")).toHaveLength(1);
  });
});
