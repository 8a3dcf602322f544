import { beforeAll, describe, expect, it } from "vitest";
import { waitForScreen } from "../../tools/browser/screens.ts";
import { type E2eSite, endpointStatus, startE2eSite, watchedPage } from "./support/e2eSite.ts";
import { storyTitle } from "./support/fakePublisher.ts";

const WORLD = "newYork/world"; // the home page's lead
const CENTRAL = "bbc/centeral"; // the home page's News Update block
const ASIA = "newYork/asia"; // the home page's Asia grid: never succeeds, no sample

let site: E2eSite;
beforeAll(async () => {
  site = await startE2eSite({ endpoints: { [ASIA]: { sample: false } }, modes: { [ASIA]: "500" } });
  return () => site.stop();
});

async function openHome() {
  const watched = await watchedPage(site.browser, 1280);
  await watched.page.goto(site.url);
  await waitForScreen(watched.page);
  return watched;
}

describe("faults a visitor may meet", () => {
  it("a feed that never succeeded and has no sample shows the spec's error; the rest of the page works", async () => {
    const { page, context } = await openHome();
    try {
      await page.getByText("Failed to load news. Please try again later.").waitFor();
      await page.getByRole("heading", { level: 2, name: storyTitle("newYork/world", 1) }).waitFor();
      await page.getByRole("button", { name: "Open menu" }).click();
      await page
        .getByRole("navigation", { name: "Site menu" })
        .getByRole("button", { name: "News" })
        .click();
      await page
        .getByRole("navigation", { name: "Site menu" })
        .getByRole("link", { name: "Africa" })
        .click();
      await page.waitForURL(`${site.url}/africa`);
      await page
        .getByRole("heading", { level: 2, name: storyTitle("newYork/africa", 1) })
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it("upstream 500 and invalid XML after good data: the page keeps the good articles", async () => {
    site.upstream.setMode(WORLD, "500");
    site.upstream.setMode(CENTRAL, "invalid");
    // A restart makes the server fetch at once; it reloads its last good data from DATA_DIR first.
    await site.restart();
    await expect
      .poll(
        async () => {
          const status = await endpointStatus(site.url);
          return [status[WORLD]?.lastError, status[CENTRAL]?.lastError].every(Boolean);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const status = await endpointStatus(site.url);
    expect(status[WORLD]?.sample).toBe(false);
    expect(status[WORLD]?.itemCount).toBeGreaterThan(0);

    const { page, context } = await openHome();
    try {
      await page.getByRole("heading", { level: 2, name: storyTitle("newYork/world", 1) }).waitFor();
      await page
        .getByRole("region", { name: "News Update" })
        .getByText(storyTitle("bbc/centeral", 1))
        .waitFor();
      expect(await page.getByText(/Error loading news|Failed to fetch news/).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
