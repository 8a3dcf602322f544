import { lazy, Suspense, useEffect, useState } from "react";
import { playerStartEvent } from "./playerEvent.ts";

const PlayerBar = lazy(() => import("./PlayerBar.tsx"));

/**
 * The site-wide player's place in the app shell, outside the routes, so playback goes on
 * across client-side navigation (issue 46). Until a reader plays something it renders
 * nothing and loads nothing: the store and the player are in the chunks of the pages that
 * play (the store's first play sends `playerStartEvent`), so the home route carries only this.
 */
export function PlayerMount() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const start = () => setStarted(true);
    window.addEventListener(playerStartEvent, start);
    return () => window.removeEventListener(playerStartEvent, start);
  }, []);
  return started ? (
    <Suspense>
      <PlayerBar />
    </Suspense>
  ) : null;
}
