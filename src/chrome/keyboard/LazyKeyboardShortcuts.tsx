import { lazy, Suspense, useEffect, useState } from "react";
import { searchPanelId } from "../headerPanels.ts";

const KeyboardShortcuts = lazy(() => import("./KeyboardShortcuts.tsx"));

/**
 * Starts the keyboard shortcuts once the page is hydrated (an effect runs after it): their
 * code is a chunk of its own, loaded then, so the home route's entry carries only this
 * loader. It hands them the header's search panel id, which they would otherwise import
 * into a chunk of its own.
 */
export function LazyKeyboardShortcuts() {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  return started ? (
    <Suspense>
      <KeyboardShortcuts searchPanelId={searchPanelId} />
    </Suspense>
  ) : null;
}
