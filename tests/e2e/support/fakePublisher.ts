import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { escapeUTF8 } from "entities";
import { distinctHeadline } from "../../../tools/browser/distinctHeadlines.ts";

/** How the fake publisher answers a feed: good RSS, an HTTP 500, or broken XML. */
export type PublisherMode = "ok" | "500" | "invalid";

export interface FakePublisher {
  /** The feed URL of an endpoint id such as `newYork/world`. */
  feedUrl: (endpoint: string) => string;
  setMode: (endpoint: string, mode: PublisherMode) => void;
  /** Publishes one more story in an endpoint's feed, newer than all the others. */
  addStory: (endpoint: string, title: string) => void;
  /** Story titles the upstream serves for an endpoint, newest first. */
  titles: (endpoint: string) => string[];
  close: () => Promise<void>;
}

const STORIES_PER_FEED = 14;

const slug = (endpoint: string) => endpoint.replace("/", "-");

/**
 * The title of an endpoint's n-th story (1 is the newest). Each names its own event: a
 * feed of one headline numbered 14 times would be one story, shown as one card (issue 37).
 */
export function storyTitle(endpoint: string, n: number): string {
  return `${distinctHeadline(n)} (E2E ${endpoint} ${n})`;
}

/**
 * RSS 2.0 written by the project for browser tests: `STORIES_PER_FEED` stories an
 * hour apart, with images served by the site itself so the page's CSP allows them.
 */
function rssFor(endpoint: string, imageOrigin: string, now: number, added: string): string {
  const items =
    added +
    Array.from({ length: STORIES_PER_FEED }, (_, i) => {
      const n = i + 1;
      return `<item>
  <title>${escapeUTF8(storyTitle(endpoint, n))}</title>
  <link>https://publisher.e2e.test/${slug(endpoint)}/${n}</link>
  <guid>https://publisher.e2e.test/${slug(endpoint)}/${n}</guid>
  <description>${escapeUTF8(`${distinctHeadline(n)}.`)}</description>
  <pubDate>${new Date(now - n * 3_600_000).toUTCString()}</pubDate>
  <category>${n % 2 ? "World" : "Business"}</category>
  <dc:creator>E2E Reporter ${n}</dc:creator>
  <media:content url="${imageOrigin}/samples/images/world-${(n % 4) + 1}.svg" medium="image" width="640" height="360"/>
</item>`;
    }).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
<channel><title>E2E ${escapeUTF8(endpoint)}</title><link>https://publisher.e2e.test/</link><description>Browser test feed</description>
${items}
</channel></rss>`;
}

/** A loopback publisher serving a generated feed per endpoint at /feeds/<bbc|newYork>-<name>.xml. */
export async function startFakePublisher(imageOrigin: string): Promise<FakePublisher> {
  const modes = new Map<string, PublisherMode>();
  const added = new Map<string, string>();
  const now = Date.now();
  const server: Server = createServer((request, response) => {
    const match = /^\/feeds\/(bbc|newYork)-([A-Za-z0-9]+)\.xml$/.exec(request.url ?? "");
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const endpoint = `${match[1]}/${match[2]}`;
    const mode = modes.get(endpoint) ?? "ok";
    if (mode === "500") {
      response.writeHead(500, { "content-type": "text/plain" }).end("upstream failure");
      return;
    }
    const body =
      mode === "invalid"
        ? "<rss><channel><item><title>broken"
        : rssFor(endpoint, imageOrigin, now, added.get(endpoint) ?? "");
    response.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    feedUrl: (endpoint) => `http://127.0.0.1:${port}/feeds/${slug(endpoint)}.xml`,
    setMode: (endpoint, mode) => modes.set(endpoint, mode),
    addStory: (endpoint, title) => {
      const n = (added.get(endpoint)?.match(/<item>/g)?.length ?? 0) + 1;
      const item = `<item>
  <title>${escapeUTF8(title)}</title>
  <link>https://publisher.e2e.test/${slug(endpoint)}/added-${n}</link>
  <description>${escapeUTF8(`A report published while the page was open.`)}</description>
  <pubDate>${new Date().toUTCString()}</pubDate>
</item>
`;
      added.set(endpoint, item + (added.get(endpoint) ?? ""));
    },
    titles: (endpoint) =>
      Array.from({ length: STORIES_PER_FEED }, (_, i) => storyTitle(endpoint, i + 1)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
