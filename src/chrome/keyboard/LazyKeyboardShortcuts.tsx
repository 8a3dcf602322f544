import { lazy, Suspense, useEffect, useState } from "react";
import { searchPanelId } from "../headerPanels.ts";
import { SHORTCUT_KEYS } from "./shortcutKeys.ts";

const KeyboardShortcuts = lazy(() => import("./KeyboardShortcuts.tsx"));

const shortcutKeys = new Set<string>(Object.values(SHORTCUT_KEYS).flat());

/**
 * Starts the keyboard shortcuts at the first key that is one of them (issue 45): their code
 * is a chunk of its own, loaded then, so a reader who never presses one (on a phone, most)
 * never loads it. That first key is handed to them, to act on once loaded. It hands them
 * the header's search panel id, which they would otherwise import into a chunk of its own.
 */
export function LazyKeyboardShortcuts() {
  const [firstKey, setFirstKey] = useState<KeyboardEvent | null>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!shortcutKeys.has(event.key)) return;
      document.removeEventListener("keydown", onKeyDown);
      setFirstKey(event);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return firstKey ? (
    <Suspense>
      <KeyboardShortcuts searchPanelId={searchPanelId} firstKey={firstKey} />
    </Suspense>
  ) : null;
}
