import type { ReactNode } from "react";
import { useLanguage, useTexts } from "../engine/LanguageContext.tsx";
import type { SlotState } from "../engine/slotState.ts";
import type { Article } from "../shared/article.ts";
import { englishHeadlinesNote } from "../shared/editionTexts.ts";
import { SlotMessage } from "./SlotMessage.tsx";

/**
 * The loading / error / empty / loaded switch every feed block needs. Texts default
 * to the spec's generic ones; `error: null` keeps a failure silent (spec, Error catalogue: most
 * failures are only logged), and `empty: null` renders nothing for an empty feed.
 */
export function SlotContent({
  slot,
  loading,
  error = null,
  empty,
  children,
}: {
  slot: SlotState;
  loading?: string;
  error?: string | null;
  empty?: ReactNode;
  children: (items: Article[]) => ReactNode;
}) {
  const { TEXT } = useTexts();
  const lang = useLanguage();
  if (slot.status === "loading")
    return <SlotMessage kind="status">{loading ?? TEXT.loading}</SlotMessage>;
  if (slot.status === "error")
    return error === null ? null : <SlotMessage kind="error">{error}</SlotMessage>;
  if (slot.items.length === 0) {
    const shown = empty === undefined ? TEXT.noNews : empty;
    return typeof shown === "string" ? <SlotMessage kind="status">{shown}</SlotMessage> : shown;
  }
  // A page in another language showing this feed's English headlines says so (issue 38).
  const note = slot.english ? englishHeadlinesNote(lang) : undefined;
  if (note)
    return (
      <>
        <SlotMessage kind="note">{note}</SlotMessage>
        {children(slot.items)}
      </>
    );
  return children(slot.items);
}
