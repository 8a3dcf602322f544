/**
 * No change is lost between an event and the notice (issue 45): the event is the only word
 * a page gets of a change, so whatever happens to the fetch it causes, the new stories are
 * counted in the end.
 */
import { QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../src/engine/createQueryClient.ts";
import { endpointKey } from "../../src/engine/endpointQueries.ts";
import { LiveUpdates } from "../../src/live/liveUpdates.ts";
import type { EndpointData } from "../../src/shared/endpointData.ts";
import type { EndpointId } from "../../src/shared/endpoints.ts";
import { makeArticle, makeArticles } from "../support/articles.ts";

const data = (...numbers: number[]): EndpointData => ({
  articles: [...numbers.map((n) => makeArticle(n)), ...makeArticles(3)],
  sample: false,
});

/** A page showing `shown` (an observed query, as a template's) with three articles. */
function page(shown: EndpointId, fetchFresh: (id: EndpointId) => Promise<EndpointData>) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(endpointKey(shown), data());
  new QueryObserver(queryClient, {
    queryKey: endpointKey(shown),
    queryFn: () => new Promise<EndpointData>(() => {}),
  }).subscribe(() => {});
  return new LiveUpdates({ queryClient, endpointKey, fetchFresh });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("LiveUpdates", () => {
  it("tries a failed fetch again, so the change still comes", async () => {
    vi.useFakeTimers();
    const fetchFresh = vi
      .fn<(id: EndpointId) => Promise<EndpointData>>()
      .mockRejectedValueOnce(new Error("offline for a moment"))
      .mockResolvedValue(data(11));
    const updates = page("newYork/africa", fetchFresh);
    await updates.changed(["newYork/africa"]);
    expect(updates.count).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchFresh).toHaveBeenCalledTimes(2);
    expect(updates.count).toBe(1);
  });

  it("asks again for what was answered after the reader applied, rather than dropping it", async () => {
    let answer: (value: EndpointData) => void = () => {};
    const fetchFresh = vi
      .fn<(id: EndpointId) => Promise<EndpointData>>()
      .mockResolvedValueOnce(data(11))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockResolvedValue(data(12, 11));
    const updates = page("newYork/africa", fetchFresh);
    await updates.changed(["newYork/africa"]);
    expect(updates.count).toBe(1);
    // A second story's event, whose fetch is answered once the reader has clicked.
    const second = updates.changed(["newYork/africa"]);
    updates.apply();
    answer(data(12, 11));
    await second;
    expect(fetchFresh).toHaveBeenCalledTimes(3);
    expect(updates.count).toBe(1);
  });

  it("keeps the later of two answers for one endpoint, whichever arrives last", async () => {
    const answers: ((value: EndpointData) => void)[] = [];
    const fetchFresh = vi.fn(() => new Promise<EndpointData>((resolve) => answers.push(resolve)));
    const updates = page("newYork/africa", fetchFresh);
    const first = updates.changed(["newYork/africa"]);
    const second = updates.changed(["newYork/africa"]);
    answers[1]?.(data(12, 11));
    await second;
    answers[0]?.(data(11));
    await first;
    expect(updates.count).toBe(2);
  });

  it("fetches a page's edition when its endpoint changes (an edition with nothing shows the endpoint's)", async () => {
    const fetchFresh = vi.fn(async () => data(11));
    const updates = page("newYork/africa@es", fetchFresh);
    await updates.changed(["newYork/africa"]);
    expect(fetchFresh.mock.calls).toEqual([["newYork/africa@es"]]);
    expect(updates.count).toBe(1);
    await updates.changed(["newYork/world"]);
    expect(fetchFresh).toHaveBeenCalledTimes(1);
  });
});
