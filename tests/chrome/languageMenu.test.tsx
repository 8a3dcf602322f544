import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { catalogue as arabic } from "../../src/shared/catalogues/ar.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { renderSite } from "../support/renderSite.tsx";

beforeEach(() => {
  vi.stubGlobal("scrollTo", vi.fn());
  stubFeedApi();
});
afterEach(() => vi.unstubAllGlobals());

async function openLanguageMenu(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name }));
  return screen.findByRole("navigation", { name: /Language|اللغة/ });
}

describe("language menu", () => {
  it("lists every language in itself, each the same page in that language", async () => {
    renderSite("/news?sort=Old#main");
    const menu = await openLanguageMenu("EN: English edition");
    const links = within(menu).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("lang")])).toEqual([
      ["English", "en"],
      ["Español", "es"],
      ["Français", "fr"],
      ["العربية", "ar"],
    ]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/news?sort=Old#main",
      "/news?sort=Old&lang=es#main",
      "/news?sort=Old&lang=fr#main",
      "/news?sort=Old&lang=ar#main",
    ]);
    expect(within(menu).getByRole("link", { current: true })).toHaveTextContent("English");
  });

  it("in Arabic: the button says so, texts are Arabic, links keep ?lang=ar, English drops it", async () => {
    renderSite("/asia?lang=ar", undefined, { lang: "ar", texts: arabic });
    const button = screen.getByRole("button", { name: arabic.TEXT.language.edition });
    expect(button).toHaveTextContent("AR");
    expect(screen.getByRole("button", { name: arabic.TEXT.chrome.openMenu })).toBeInTheDocument();
    const banner = screen.getByRole("banner");
    const home = within(banner).getAllByRole("link")[0];
    expect(home).toHaveAttribute("href", "/?lang=ar");
    const sections = screen.getByRole("navigation", { name: arabic.TEXT.chrome.sections });
    for (const link of within(sections).getAllByRole("link", { hidden: true }))
      expect(link.getAttribute("href")).toMatch(/\?lang=ar$/);
    const menu = await openLanguageMenu(arabic.TEXT.language.edition);
    expect(within(menu).getByRole("link", { current: true })).toHaveTextContent("العربية");
    expect(within(menu).getByRole("link", { name: "English" })).toHaveAttribute("href", "/asia");
  });
});
