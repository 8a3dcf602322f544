/**
 * bench:faults' ingesting process (faults.ts, "SIGKILL mid-write"): the real server on a
 * SQLite folder (argv: the folder, the feed's URL), refreshing its one feed over and over;
 * after each refresh it tells its parent the links it serves.
 */
import { startHarness, testFeeds } from "../../tests/server/harness.ts";

const [dataDir, feedUrl] = process.argv.slice(2) as [string, string];
const endpoint = "newYork/africa";
const server = await startHarness(
  testFeeds({ [endpoint]: { sources: [feedUrl], sample: false } }),
  { dataDir },
);
process.on("SIGTERM", () => void server.close().then(() => process.exit(0)));
for (;;) {
  await server.refresher.refreshAll();
  const response = server.store.response(endpoint);
  if (response?.available) process.send?.(response.articles.map((article) => article.link));
}
