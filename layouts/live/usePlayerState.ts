import { useSyncExternalStore } from "react";
import { playerStore } from "#src/player/playerStore.ts";

/** The player's state for /live: what plays and what failed (nothing, on the server). */
export function usePlayerState() {
  return useSyncExternalStore(playerStore.subscribe, playerStore.getState, serverState);
}

const idle = { current: null, queue: [], request: 0, failed: null } as const;
const serverState = () => idle;
