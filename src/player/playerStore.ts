/**
 * The site-wide player's state (issue 46): what is playing and what is queued. Pages that
 * play send commands here (it is in their chunks, not the home route's); the player itself
 * (its `<audio>`, controls and Media Session) is a chunk of its own, loaded by the shell's
 * PlayerMount when playback first starts, and registers its controls for commands.
 */

import { playerStartEvent } from "./playerEvent.ts";
import { savedPlayback } from "./savedPlayback.ts";

/** Something to play: an episode (or the samples' recording) or a live station. */
export interface Track {
  /** Unique: `<show>/<episode>`, `sample/<category>/<id>` or `station/<id>`. */
  key: string;
  title: string;
  /** The show's title, or a station's publisher: shown under the title and given to the lock screen. */
  showTitle: string;
  /** The show's id: the speed is remembered per show. */
  show: string | null;
  audio: string;
  image: string | null;
  /** A live stream: no seeking, no saved position. */
  live: boolean;
  /** HLS needs the browser's own support or hls.js. */
  hls?: boolean;
  chapters?: readonly { start: number; title: string }[];
}

/** What the loaded player does on command. */
export interface PlayerControls {
  toggle(): void;
  seekTo(seconds: number): void;
}

interface State {
  current: Track | null;
  queue: readonly Track[];
  /** Bumped by every play command: the player starts the current track again on a change. */
  request: number;
  /** The key of the track whose stream or file failed, until the next play command. */
  failed: string | null;
}

let state: State = { current: null, queue: [], request: 0, failed: null };
let controls: PlayerControls | null = null;
const listeners = new Set<() => void>();
/** The current track's position, as the player last reported it (a transcript follows it). */
let time = 0;
const timeListeners = new Set<() => void>();

function set(next: Partial<State>): void {
  const starting = state.current === null && next.current;
  state = { ...state, ...next };
  for (const listener of listeners) listener();
  // The shell's PlayerMount loads the player now (it imports nothing of this module).
  if (starting && typeof window !== "undefined") window.dispatchEvent(new Event(playerStartEvent));
}

export const playerStore = {
  getState: (): State => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Plays `track` now (a reader's command: the player never starts by itself). */
  play(track: Track, queue: readonly Track[] = state.queue): void {
    set({
      current: track,
      queue: queue.filter((t) => t.key !== track.key),
      request: state.request + 1,
      failed: null,
    });
  },
  /** Adds to Up Next. */
  enqueue(track: Track): void {
    if (state.current?.key === track.key || state.queue.some((t) => t.key === track.key)) return;
    set({ queue: [...state.queue, track] });
  },
  /** The next queued track, played at once; false when Up Next is empty. */
  next(): boolean {
    const [next, ...rest] = state.queue;
    if (!next) return false;
    set({ current: next, queue: rest, request: state.request + 1, failed: null });
    return true;
  },
  /** Closes the player: nothing current, nothing queued. */
  stop(): void {
    set({ current: null, queue: [] });
  },
  remove(key: string): void {
    set({ queue: state.queue.filter((t) => t.key !== key) });
  },
  /** The player says the current track could not be played (the page's button says so too). */
  fail(key: string): void {
    if (state.current?.key === key && state.failed !== key) set({ failed: key });
  },
  /** The loaded player registers (and, unmounting, clears) its controls. */
  attach(next: PlayerControls | null): void {
    controls = next;
  },
  /** Play/pause from a shortcut; false when nothing is loaded. */
  toggle(): boolean {
    controls?.toggle();
    return controls !== null;
  },
  /** Seek the current track (a transcript line, a chapter). */
  seekTo(seconds: number): void {
    controls?.seekTo(seconds);
  },
  /**
   * Plays `track` from `seconds` (a transcript line, a chapter): seeks it when it is the
   * current track, else starts it there (the player resumes a track at its saved position).
   */
  playAt(track: Track, seconds: number): void {
    if (state.current?.key === track.key && controls) {
      controls.seekTo(seconds);
      return;
    }
    savedPlayback.savePosition(track.key, seconds);
    playerStore.play(track);
  },
  /** The player reports the current track's position as it plays and seeks. */
  reportTime(seconds: number): void {
    if (seconds === time) return;
    time = seconds;
    for (const listener of timeListeners) listener();
  },
  getTime: (): number => time,
  subscribeTime(listener: () => void): () => void {
    timeListeners.add(listener);
    return () => timeListeners.delete(listener);
  },
};
