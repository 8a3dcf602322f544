import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEXT } from "../../src/shared/texts.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { renderSite } from "../support/renderSite.tsx";

beforeEach(() => {
  vi.stubGlobal("scrollTo", vi.fn());
  stubFeedApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing what a test stored.
  document.cookie = "theme=; Max-Age=0; Path=/";
  delete document.documentElement.dataset.theme;
});

const themeButton = (name: string) => screen.findByRole("button", { name });

describe("theme button", () => {
  it("cycles system, light, dark, system: its name says the choice, stored and applied at once", async () => {
    const user = userEvent.setup();
    renderSite("/contact");
    await user.click(await themeButton(TEXT.theme.system));

    await themeButton(TEXT.theme.light);
    expect(document.cookie).toBe("theme=light");
    expect(document.documentElement.dataset.theme).toBe("light");

    await user.click(await themeButton(TEXT.theme.light));
    await themeButton(TEXT.theme.dark);
    expect(document.cookie).toBe("theme=dark");
    expect(document.documentElement.dataset.theme).toBe("dark");

    await user.click(await themeButton(TEXT.theme.dark));
    await themeButton(TEXT.theme.system);
    expect(document.cookie).toBe("");
    expect(document.documentElement.dataset.theme).toBe("system");
  });

  it("reads the stored choice once rendered, and moves on from it", async () => {
    // A choice stored on an earlier visit, which the head's script applied before the paint.
    // biome-ignore lint/suspicious/noDocumentCookie: a choice stored on an earlier visit.
    document.cookie = "theme=dark; Path=/";
    document.documentElement.dataset.theme = "dark";
    const user = userEvent.setup();
    renderSite("/contact");
    await user.click(await themeButton(TEXT.theme.dark));
    await themeButton(TEXT.theme.system);
    expect(document.cookie).toBe("");
  });
});
