import type { Page } from "playwright-core";

/**
 * What a page says from now on: its console errors and warnings and its uncaught errors,
 * as lines ("error: ...", "page error: ..."), in the array returned (it grows).
 */
export function consoleMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => messages.push(`page error: ${error.message}`));
  return messages;
}
