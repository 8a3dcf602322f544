import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { articleLinkSelector } from "../../../src/components/articleLinkSelector.ts";
import { SHORTCUT_TEXT } from "../../../src/shared/shortcutTexts.ts";
import { TEXT } from "../../../src/shared/texts.ts";
import { stubFeedApi } from "../../support/fakeApi.ts";
import { setUpLayoutTests } from "../../support/layoutTest.ts";
import { renderSite } from "../../support/renderSite.tsx";

setUpLayoutTests();

// jsdom has no modal dialogs: opening sets `open` and focuses the first button, as the
// browser's does; closing fires `close`. Where focus and the page behind really go is
// tested in Chromium (tests/e2e/keyboard.e2e.ts).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
    this.querySelector("button")?.focus();
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
});

beforeEach(() => {
  vi.stubGlobal("scrollBy", vi.fn());
  stubFeedApi();
});

const dialog = () => screen.queryByRole("dialog", { name: SHORTCUT_TEXT.title });

/**
 * The region page with its articles shown; unless `started` is false, the shortcuts' chunk
 * loaded as a reader loads it, with a first shortcut (the list, opened and closed).
 */
async function regionPage(started = true) {
  const user = userEvent.setup();
  renderSite("/asia");
  await waitFor(() =>
    expect(document.querySelectorAll(articleLinkSelector).length).toBeGreaterThan(5),
  );
  const articles = [...document.querySelectorAll<HTMLAnchorElement>(articleLinkSelector)].filter(
    (link) => !link.closest("[hidden]"),
  );
  if (started) {
    await user.keyboard("?");
    await waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 5_000 });
    await user.keyboard("{Escape}");
    expect(dialog()).toBeNull();
    // jsdom cannot focus the body the list returns focus to: the page starts unfocused.
    (document.activeElement as HTMLElement | null)?.blur();
  }
  return { user, articles };
}

describe("keyboard shortcuts", () => {
  it("load at the first shortcut key, which they act on (none of their code before)", async () => {
    const { user, articles } = await regionPage(false);
    // Other keys load nothing.
    await user.keyboard("a{Tab}");
    expect(document.querySelector("dialog")).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard("j");
    // Their chunk loads now (slow on a loaded machine).
    await waitFor(() => expect(articles[0]).toHaveFocus(), { timeout: 5_000 });
    expect(document.querySelector("dialog")).not.toBeNull();
    await user.keyboard("j");
    expect(articles[1]).toHaveFocus();
    // The file's first test: it pays for loading the site's modules.
  }, 30_000);

  it("j and k move focus to the next and previous article, in page order", async () => {
    const { user, articles } = await regionPage();
    await user.keyboard("j");
    expect(articles[0]).toHaveFocus();
    await user.keyboard("jj");
    expect(articles[2]).toHaveFocus();
    await user.keyboard("k");
    expect(articles[1]).toHaveFocus();
    expect(window.scrollBy).toHaveBeenCalled();
  });

  it("j from a control goes to the first article after it", async () => {
    const { user, articles } = await regionPage();
    const heading = screen.getByRole("heading", { name: TEXT.allNews });
    heading.focus();
    await user.keyboard("j");
    const firstAfter = articles.find(
      (link) => heading.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(firstAfter).toBeDefined();
    expect(firstAfter).toHaveFocus();
  });

  it("o opens the focused article (its link, which opens a new tab)", async () => {
    const { user, articles } = await regionPage();
    const clicked: EventTarget[] = [];
    const record = (event: MouseEvent) => {
      clicked.push(event.target as EventTarget);
      event.preventDefault(); // jsdom does not navigate
    };
    document.addEventListener("click", record);
    try {
      await user.keyboard("o");
      expect(clicked).toEqual([]); // nothing focused: nothing to open
      await user.keyboard("jjo");
      expect(clicked).toEqual([articles[1]]);
      expect(articles[1]).toHaveAttribute("target", "_blank");
    } finally {
      document.removeEventListener("click", record);
    }
  });

  it("/ opens the header search and focuses it; typing there types, shortcuts do not fire", async () => {
    const { user } = await regionPage();
    await user.keyboard("/");
    const box = await screen.findByRole("searchbox", { name: "Search sections" });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue("");
    await user.keyboard("jko/?gh");
    expect(box).toHaveValue("jko/?gh");
    expect(box).toHaveFocus();
    expect(dialog()).toBeNull();
    expect(screen.getByTestId("location")).toHaveTextContent("/asia");
  });

  it("never fires with Ctrl, Alt or Meta held", async () => {
    const { user, articles } = await regionPage();
    for (const modifier of ["Control", "Alt", "Meta"]) {
      await user.keyboard(`{${modifier}>}j?{/${modifier}}`);
      expect(document.body).toHaveFocus();
      expect(dialog()).toBeNull();
    }
    await user.keyboard("j");
    expect(articles[0]).toHaveFocus();
  });

  it("? opens a modal, labelled list of every shortcut; Tab stays inside; Escape closes it and focus returns", async () => {
    const { user, articles } = await regionPage();
    await user.keyboard("jj");
    await user.keyboard("?");
    const list = dialog();
    expect(list).not.toBeNull();
    if (!list) return;
    expect(list).toHaveAttribute("aria-modal", "true");
    for (const text of [
      SHORTCUT_TEXT.next,
      SHORTCUT_TEXT.previous,
      SHORTCUT_TEXT.open,
      SHORTCUT_TEXT.search,
      SHORTCUT_TEXT.home,
      SHORTCUT_TEXT.help,
    ])
      expect(within(list).getByText(text)).toBeInTheDocument();
    const close = within(list).getByRole("button", { name: SHORTCUT_TEXT.close });
    expect(close).toHaveFocus();
    await user.keyboard("{Tab}");
    expect(close).toHaveFocus();
    await user.keyboard("{Shift>}{Tab}{/Shift}");
    expect(close).toHaveFocus();
    await user.keyboard("j"); // no shortcut while the list is open
    expect(close).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(dialog()).toBeNull();
    expect(articles[1]).toHaveFocus();
    // The Close button closes it as well.
    await user.keyboard("?");
    await user.click(within(dialog() as HTMLElement).getByRole("button", { name: "Close" }));
    expect(dialog()).toBeNull();
  });

  it("a close event that comes after a key moved focus on leaves focus there", async () => {
    const { user, articles } = await regionPage();
    await user.keyboard("jj?");
    const list = dialog() as HTMLDialogElement;
    // As in Chromium: the dialog is closed at once, its close event comes a task later.
    list.open = false;
    await user.keyboard("/");
    const box = await screen.findByRole("searchbox", { name: "Search sections" });
    await waitFor(() => expect(box).toHaveFocus());
    list.dispatchEvent(new Event("close"));
    expect(box).toHaveFocus();
    expect(articles[1]).not.toHaveFocus();
  });

  it("g then h goes to the front page; h alone does nothing", async () => {
    const { user } = await regionPage();
    await user.keyboard("h");
    expect(screen.getByTestId("location")).toHaveTextContent("/asia");
    await user.keyboard("gj");
    await user.keyboard("h");
    expect(screen.getByTestId("location")).toHaveTextContent("/asia");
    await user.keyboard("gh");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
  });
});
