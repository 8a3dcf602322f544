/**
 * `npm run dev` (tools/cli/dev.ts) as a developer starts it: pages come server-rendered
 * from the source with their headlines and styles, hydrate in Chromium under the dev CSP
 * without a console error, the page HTML follows a source edit without a restart, and a
 * style edit reaches the open page without a reload.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../tools/browser/chromium.ts";
import { waitForScreen } from "../../tools/browser/screens.ts";
import { freePort } from "../../tools/browser/siteServer.ts";

const textsFile = "src/shared/texts.ts";
const pagerFile = "src/components/AllNewsPager.tsx";
let child: ChildProcess;
let url = "";
let output = "";
let originalTexts = "";
let originalPager = "";

beforeAll(async () => {
  originalTexts = await readFile(textsFile, "utf8");
  originalPager = await readFile(pagerFile, "utf8");
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn("node_modules/.bin/tsx", ["tools/cli/dev.ts"], {
    env: { ...process.env, OFFLINE: "1", PORT: String(port), LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 100_000;
  while (!output.includes("is serving at")) {
    if (child.exitCode !== null) throw new Error(`dev exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`dev did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

afterAll(async () => {
  // Only what was read is put back: a file this test could not read stays as it is.
  if (originalTexts) await writeFile(textsFile, originalTexts);
  if (originalPager) await writeFile(pagerFile, originalPager);
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
});

/** The sample headlines of an endpoint, as the API serves them. */
async function headlines(endpoint: string): Promise<string[]> {
  const articles = (await (await fetch(`${url}/public/api/${endpoint}`)).json()) as {
    title: string;
  }[];
  return articles.map((article) => article.title);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("npm run dev", () => {
  it("serves server-rendered pages with their headlines, from the source through Vite", async () => {
    const response = await fetch(`${url}/africa`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const [lead] = await headlines("newYork/africa");
    expect(lead).toBeTruthy();
    expect(html).toContain(escapeHtml(lead ?? ""));
    expect(html).toContain('src="/src/main.tsx"');
    // Styled from the first paint: the design tokens (both themes), then the page's rules.
    expect(html).toMatch(/<style>:root\{--color-ink:[^<]*<\/style>.*<style data-styled="true"/s);
    expect(html).toContain('src="/@vite/client"');
    expect(response.headers.get("content-security-policy")).toContain("'unsafe-inline'");
  });

  it("hydrates in Chromium with no console error (the dev CSP admits Vite's preamble)", async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await page.goto(`${url}/news`);
      await waitForScreen(page, 60_000);
      await page.getByRole("button", { name: /^Sort by:/ }).click();
      await page.getByRole("button", { name: "Old", exact: true }).click();
      await page.waitForURL(/\/news\?sort=old$/);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("renders pages again after a source edit, without a restart", async () => {
    const edited = originalTexts.replace('allNews: "All News"', 'allNews: "All News (edited)"');
    expect(edited).not.toBe(originalTexts);
    await writeFile(textsFile, edited);
    // Every page is rendered again with React's development build: on a busy machine, long.
    const deadline = Date.now() + 100_000;
    let html = "";
    while (!html.includes("All News (edited)") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      html = await (await fetch(`${url}/news`)).text();
    }
    expect(html).toContain("All News (edited)");
  }, 120_000);

  it("applies a style edit to the open page without a reload, and to the page HTML", async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(`${url}/news`);
      await waitForScreen(page, 60_000);
      // Set on this document: still there after the edit means no reload.
      await page.evaluate(() => {
        document.documentElement.dataset.firstDocument = "true";
      });
      // (named after All News, whose text an earlier test edits)
      const pager = page.getByRole("navigation", { name: / pages$/ });
      const gap = () => pager.evaluate((nav) => getComputedStyle(nav).columnGap);
      expect(await gap()).toBe("16px");
      const edited = originalPager.replace("gap: 1rem;", "gap: 3rem;");
      expect(edited).not.toBe(originalPager);
      await writeFile(pagerFile, edited);
      await expect.poll(gap, { timeout: 60_000 }).toBe("48px");
      expect(await page.evaluate(() => document.documentElement.dataset.firstDocument)).toBe(
        "true",
      );
      // The server renders its pages again with the edited rule in their <style>.
      await expect
        .poll(
          async () => /<style[^>]*>[^<]*gap:3rem/.test(await (await fetch(`${url}/news`)).text()),
          {
            timeout: 100_000,
          },
        )
        .toBe(true);
    } finally {
      await browser.close();
    }
  }, 180_000);
});
