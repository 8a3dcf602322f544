import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One flood in four wordings, by four publishers, each with a story of its own on top. */
const publishers: Record<string, [own: string, flood: string]> = {
  northgazette: [
    "Council approves new cycle lanes for the ring road",
    "Flash floods hit Valdora as river bursts its banks",
  ],
  harborherald: [
    "Harbour festival returns with tall ships and fireworks",
    "Valdora floods: river bursts banks, thousands evacuated",
  ],
  meridianpost: [
    "Local bakery wins national sourdough award",
    "Thousands evacuated as river bursts banks in Valdora",
  ],
  civicwire: [
    "Rail fares frozen for another year",
    "Valdora river bursts banks, flooding city centre",
  ],
};

export const floodTitle = "Flash floods hit Valdora as river bursts its banks";

function rss(name: string, now: number): string {
  const [own, flood] = publishers[name] ?? ["", ""];
  const item = (title: string, path: string, hours: number) =>
    `<item><title>${title}</title><link>https://${name}.e2e.test/${path}</link><pubDate>${new Date(now - hours * 3600_000).toUTCString()}</pubDate></item>`;
  const floodHours = 5 - Object.keys(publishers).indexOf(name);
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>${name}</title><link>https://www.${name}.e2e.test/</link>${item(own, "own", 1)}${item(flood, "flood", floodHours)}</channel></rss>`;
}

/** Four loopback publishers whose channel links name four different sites. */
export async function startStoryPublishers(): Promise<{
  urls: string[];
  close: () => Promise<void>;
}> {
  const now = Date.now();
  const server: Server = createServer((request, response) => {
    const name = /^\/([a-z]+)\.xml$/.exec(request.url ?? "")?.[1] ?? "";
    if (!(name in publishers)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "application/rss+xml" }).end(rss(name, now));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urls: Object.keys(publishers).map((name) => `http://127.0.0.1:${port}/${name}.xml`),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
