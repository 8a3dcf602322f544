import type { ReactNode } from "react";
import type { SlotState } from "../engine/slotState.ts";
import type { Article } from "../shared/article.ts";
import { TEXT } from "../shared/texts.ts";
import { SlotMessage } from "./SlotMessage.tsx";

/**
 * The loading / error / empty / loaded switch every feed block needs. Texts default
 * to the spec's generic ones; `error: null` keeps a failure silent (spec, Error catalogue: most
 * failures are only logged), and `empty: null` renders nothing for an empty feed.
 */
export function SlotContent({
  slot,
  loading = TEXT.loading,
  error = null,
  empty = TEXT.noNews,
  children,
}: {
  slot: SlotState;
  loading?: string;
  error?: string | null;
  empty?: ReactNode;
  children: (items: Article[]) => ReactNode;
}) {
  if (slot.status === "loading") return <SlotMessage kind="status">{loading}</SlotMessage>;
  if (slot.status === "error")
    return error === null ? null : <SlotMessage kind="error">{error}</SlotMessage>;
  if (slot.items.length === 0)
    return typeof empty === "string" ? <SlotMessage kind="status">{empty}</SlotMessage> : empty;
  return children(slot.items);
}
