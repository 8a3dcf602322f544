import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchEndpoint } from "../../src/engine/endpointQueries.ts";
import { makeArticle } from "../support/articles.ts";
import { requestedEndpoints, stubFeedApi } from "../support/fakeApi.ts";

afterEach(() => vi.unstubAllGlobals());

describe("fetchEndpoint", () => {
  it("requests the endpoint under /public/api and reads the sample flag", async () => {
    const spy = stubFeedApi({ "bbc/breaking": { json: [makeArticle(1)], sample: true } });
    const feed = await fetchEndpoint("bbc/breaking");
    expect(requestedEndpoints(spy)).toEqual(["bbc/breaking"]);
    expect(feed.articles.map((a) => a.title)).toEqual(["Test headline 1"]);
    expect(feed.sample).toBe(true);
  });

  it("fails on a non-OK status with the status in the message", async () => {
    stubFeedApi({ "newYork/world": { status: 502, text: "Bad gateway" } });
    await expect(fetchEndpoint("newYork/world")).rejects.toThrow("Request failed with status 502");
  });

  it("fails on a non-JSON answer", async () => {
    stubFeedApi({
      "newYork/world": { status: 200, text: "<html></html>", contentType: "text/html" },
    });
    await expect(fetchEndpoint("newYork/world")).rejects.toThrow(
      "Expected JSON but received text/html",
    );
  });

  it("fails when the JSON is not an array", async () => {
    stubFeedApi({ "newYork/world": { json: { error: "nope" } } });
    await expect(fetchEndpoint("newYork/world")).rejects.toThrow("not a JSON array");
  });

  it("drops items that do not fit the Article schema and fills optional fields", async () => {
    stubFeedApi({
      "newYork/world": {
        json: [
          makeArticle(1),
          { title: "No link" },
          { ...makeArticle(2), link: "javascript:alert(1)" },
          { title: "Minimal", link: "https://news.test/minimal" },
        ],
      },
    });
    const { articles } = await fetchEndpoint("newYork/world");
    expect(articles.map((a) => a.title)).toEqual(["Test headline 1", "Minimal"]);
    expect(articles[1]).toMatchObject({
      images: [],
      pubDate: null,
      popularity: 0,
      trending: false,
    });
  });
});
