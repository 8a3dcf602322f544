/**
 * The head's inline theme script (issue 34), run as the browser runs it: the stored
 * choice becomes `data-theme` on `<html>` before the body, and nothing else does.
 */
import { afterEach, describe, expect, it } from "vitest";
import { themeCookie } from "../../src/shared/themeChoice.ts";
import { themeScript } from "../../src/shared/themeStyles.ts";

const runHeadScript = () => {
  const script = document.createElement("script");
  script.textContent = themeScript;
  document.head.append(script);
  script.remove();
};

const store = (cookie: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the theme button stores.
  document.cookie = cookie;
};

afterEach(() => {
  store("theme=; Max-Age=0; Path=/");
  store("other=; Max-Age=0; Path=/");
  delete document.documentElement.dataset.theme;
});

describe("the head's theme script", () => {
  it.each(["light", "dark"] as const)("applies a stored %s choice", (choice) => {
    store("other=1; Path=/");
    store(themeCookie(choice));
    runHeadScript();
    expect(document.documentElement.dataset.theme).toBe(choice);
    expect(getComputedStyle(document.documentElement).getPropertyValue("color-scheme")).toBe(
      choice,
    );
  });

  it("leaves the OS's theme without a choice, or with a value it does not know", () => {
    runHeadScript();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    store("theme=blue; Path=/");
    runHeadScript();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it("declares no global", () => {
    const before = Object.keys(window).length;
    store(themeCookie("dark"));
    runHeadScript();
    expect(Object.keys(window).length).toBe(before);
  });
});
