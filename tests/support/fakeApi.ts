import { vi } from "vitest";
import { apiBasePath } from "../../src/shared/sitePaths.ts";
import { makeArticles } from "./articles.ts";

/** How the fake API answers one endpoint: JSON data, or a raw failure. */
export type FakeAnswer =
  | { status?: number; json: unknown; sample?: boolean }
  | { status: number; text: string; contentType?: string };

/**
 * Replaces `fetch` with an in-memory feed API: each endpoint answers from `answers`,
 * or with 10 generated articles. Returns the spy so tests can count requests.
 */
export function stubFeedApi(answers: Record<string, FakeAnswer> = {}) {
  const spy = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    const endpoint = url.pathname.slice(apiBasePath.length + 1);
    const answer = answers[endpoint] ?? { json: makeArticles(10) };
    if ("json" in answer) {
      return new Response(JSON.stringify(answer.json), {
        status: answer.status ?? 200,
        headers: {
          "content-type": "application/json; charset=utf-8",
          "x-feed-source": answer.sample ? "sample" : "live",
        },
      });
    }
    return new Response(answer.text, {
      status: answer.status,
      headers: { "content-type": answer.contentType ?? "text/html" },
    });
  });
  vi.stubGlobal("fetch", spy);
  return spy;
}

/** The endpoints a fetch spy was asked for, in order. */
export function requestedEndpoints(spy: ReturnType<typeof stubFeedApi>): string[] {
  return spy.mock.calls.map(([input]) =>
    new URL(String(input), "http://localhost").pathname.slice(apiBasePath.length + 1),
  );
}
