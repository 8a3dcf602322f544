import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { playerStore } from "../../player/playerStore.ts";
import { focusedArticle, moveArticleFocus } from "./articleFocus.ts";
import { focusHeaderSearch } from "./headerSearch.ts";
import { ShortcutsDialog } from "./ShortcutsDialog.tsx";
import { SEQUENCE_MS, SHORTCUT_KEYS } from "./shortcutKeys.ts";

const [sequenceStart, homeKey] = SHORTCUT_KEYS.home;

/** A key pressed here is text being typed, not a shortcut. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.matches("input, textarea, select"));

/**
 * The site's keyboard shortcuts, as in Feedly, Miniflux and NewsBlur: `j` / `k` next and
 * previous article, `o` opens it, `/` search, `g` `h` home, `?` the list of them. None
 * fires while typing in a field, with Ctrl, Alt or Meta held, or while the list is open.
 * Loaded at the first of these keys (LazyKeyboardShortcuts), which it then acts on:
 * nothing of it is in the entry.
 */
export default function KeyboardShortcuts({
  searchPanelId,
  firstKey,
}: {
  searchPanelId: string;
  /** The key that loaded them, not handled yet. */
  firstKey?: KeyboardEvent;
}) {
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const unhandled = useRef(firstKey);

  useEffect(() => {
    let sequenceAt = Number.NEGATIVE_INFINITY;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (event.ctrlKey || event.altKey || event.metaKey) return;
      if (isTyping(event.target) || dialog.current?.open) return;
      const inSequence = event.timeStamp - sequenceAt < SEQUENCE_MS;
      sequenceAt = Number.NEGATIVE_INFINITY;
      switch (event.key) {
        case SHORTCUT_KEYS.next:
          moveArticleFocus(1);
          break;
        case SHORTCUT_KEYS.previous:
          moveArticleFocus(-1);
          break;
        case SHORTCUT_KEYS.open:
          focusedArticle()?.click();
          break;
        case SHORTCUT_KEYS.search:
          focusHeaderSearch(searchPanelId);
          break;
        case SHORTCUT_KEYS.playPause:
          if (!playerStore.toggle()) return;
          break;
        case SHORTCUT_KEYS.help:
          opener.current = document.activeElement;
          dialog.current?.showModal();
          break;
        case sequenceStart:
          sequenceAt = event.timeStamp;
          break;
        case homeKey:
          if (!inSequence) return;
          navigate("/");
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    if (unhandled.current) onKeyDown(unhandled.current);
    unhandled.current = undefined;
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [navigate, searchPanelId]);

  return (
    <ShortcutsDialog
      ref={dialog}
      onClose={() => {
        // The close event comes a task later: a key pressed since ("/") may have moved focus
        // on, and keeps it. Only focus left on the page or the dialog goes back.
        const active = document.activeElement;
        const left =
          active === null || active === document.body || dialog.current?.contains(active);
        if (left && opener.current instanceof HTMLElement) opener.current.focus();
        opener.current = null;
      }}
    />
  );
}
