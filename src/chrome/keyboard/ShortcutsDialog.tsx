import { Fragment, type KeyboardEvent, type MouseEvent, type Ref, useId } from "react";
import styled from "styled-components";
import { useTexts } from "../../engine/LanguageContext.tsx";
import type { Catalogue } from "../../shared/catalogue.ts";
import { SHORTCUT_TEXT } from "../../shared/shortcutTexts.ts";
import { theme } from "../../theme.ts";
import { SHORTCUT_KEYS } from "./shortcutKeys.ts";

/** Each row: its keys, how they combine (alternatives or a sequence), what they do. */
const rows = (
  T: Catalogue["SHORTCUT_TEXT"],
): readonly (readonly [keys: readonly string[], joiner: string, text: string])[] => [
  [[SHORTCUT_KEYS.next], T.or, T.next],
  [[SHORTCUT_KEYS.previous], T.or, T.previous],
  // Enter on a focused link is the browser's own.
  [[SHORTCUT_KEYS.open, T.enterKey], T.or, T.open],
  [[SHORTCUT_KEYS.search], T.or, T.search],
  [SHORTCUT_KEYS.home, T.followedBy, T.home],
  [[SHORTCUT_KEYS.playPause], T.or, T.playPause],
  [[SHORTCUT_KEYS.help], T.or, T.help],
  [[T.escapeKey], T.or, T.close],
];

const Box = styled.dialog`
  width: min(26rem, calc(100% - 2rem));
  padding: 1.25rem 1.5rem 1.5rem;
  background: ${theme.color.paper};
  color: ${theme.color.ink};
  border: 1px solid ${theme.color.rule};
  border-radius: 6px;
  box-shadow: ${theme.shadow.panel};
  &::backdrop { background: color-mix(in srgb, ${theme.color.ink} 45%, transparent); }
  h2 { margin: 0; font-family: ${theme.font.serif}; font-size: 1.35rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.6rem 1.25rem; margin: 1rem 0 0; }
  dt { white-space: nowrap; color: ${theme.color.muted}; font-size: 0.875rem; }
  dd { margin: 0; }
  kbd {
    display: inline-block;
    min-width: 1.75rem;
    padding: 0.1rem 0.4rem;
    background: ${theme.color.wash};
    color: ${theme.color.ink};
    border: 1px solid ${theme.color.rule};
    border-radius: 4px;
    font-family: ui-monospace, monospace;
    font-size: 0.9375rem;
    text-align: center;
  }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  button {
    padding: 0.4rem 0.9rem;
    background: ${theme.color.paper};
    color: ${theme.color.ink};
    border: 1px solid ${theme.color.ink};
    border-radius: 999px;
    font-weight: 700;
    cursor: pointer;
  }
  button:hover { background: ${theme.color.wash}; }
`;

/** Keeps Tab and Shift+Tab inside the dialog; Escape closes it (also where the browser would not). */
function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  if (event.key === "Escape") {
    event.preventDefault();
    dialog.close();
    return;
  }
  if (event.key !== "Tab") return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>("button, [href]")];
  const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
  if (document.activeElement !== edge && dialog.contains(document.activeElement)) return;
  event.preventDefault();
  (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
}

/** A click on the backdrop (outside the dialog's box) closes it. */
function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  if (event.target !== dialog) return;
  const box = dialog.getBoundingClientRect();
  const inside =
    event.clientX >= box.left &&
    event.clientX <= box.right &&
    event.clientY >= box.top &&
    event.clientY <= box.bottom;
  if (!inside) dialog.close();
}

/**
 * The list of every keyboard shortcut, as a modal dialog (`showModal()`: the page behind is
 * inert). `onClose` runs however it closes: the caller returns focus where it was.
 */
export function ShortcutsDialog({
  ref,
  onClose,
}: {
  ref: Ref<HTMLDialogElement>;
  onClose: () => void;
}) {
  const titleId = useId();
  // English comes with this chunk; another language's catalogue has its own.
  const T = useTexts().SHORTCUT_TEXT ?? SHORTCUT_TEXT;
  return (
    <Box
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <TitleRow>
        <h2 id={titleId}>{T.title}</h2>
        <button type="button" onClick={(event) => event.currentTarget.closest("dialog")?.close()}>
          {T.close}
        </button>
      </TitleRow>
      <dl>
        {rows(T).map(([keys, joiner, text]) => (
          <Fragment key={text}>
            <dt>
              {keys.map((key, i) => (
                <span key={key}>
                  {i > 0 && ` ${joiner} `}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{text}</dd>
          </Fragment>
        ))}
      </dl>
    </Box>
  );
}
