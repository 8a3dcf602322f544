import type { ReactNode } from "react";
import { useTexts } from "../engine/LanguageContext.tsx";
import type { SlotState } from "../engine/slotState.ts";
import type { Article } from "../shared/article.ts";
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
  if (slot.status === "loading")
    return <SlotMessage kind="status">{loading ?? TEXT.loading}</SlotMessage>;
  if (slot.status === "error")
    return error === null ? null : <SlotMessage kind="error">{error}</SlotMessage>;
  if (slot.items.length === 0) {
    const shown = empty === undefined ? TEXT.noNews : empty;
    return typeof shown === "string" ? <SlotMessage kind="status">{shown}</SlotMessage> : shown;
  }
  // English headlines in another language's page are said once, under its title (PageHeading).
  return children(slot.items);
}
