import type { ReactNode } from "react";
import type { SlotState } from "../engine/slotState.ts";
import type { Article } from "../shared/article.ts";
import { ErrorText, StatusText } from "./SlotMessage.tsx";
import { TEXT } from "./texts.ts";

/**
 * The loading / error / empty / loaded switch every feed block needs. Texts default
 * to the spec's generic ones; `error: null` keeps a failure silent (spec §8: most
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
  if (slot.status === "loading") return <StatusText>{loading}</StatusText>;
  if (slot.status === "error") return error === null ? null : <ErrorText>{error}</ErrorText>;
  if (slot.items.length === 0)
    return typeof empty === "string" ? <StatusText>{empty}</StatusText> : empty;
  return children(slot.items);
}
