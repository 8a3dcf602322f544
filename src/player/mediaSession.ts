import type { Track } from "./playerStore.ts";

/** What the Media Session's handlers do (lock screen, headset, keyboard media keys). */
export interface SessionActions {
  play(): void;
  pause(): void;
  seekBy(seconds: number): void;
  seekTo(seconds: number): void;
  next(): void;
}

/**
 * Gives the browser's Media Session the track (title, show, artwork at the sizes lock
 * screens ask for) and its controls; a live stream gets no seeking. Does nothing where
 * the API is missing.
 */
export function startMediaSession(track: Track, actions: SessionActions): () => void {
  if (!("mediaSession" in navigator)) return () => {};
  const session = navigator.mediaSession;
  session.metadata = new MediaMetadata({
    title: track.title,
    artist: track.showTitle,
    album: track.showTitle,
    artwork: track.image
      ? ["96x96", "128x128", "256x256", "512x512"].map((sizes) => ({
          src: track.image as string,
          sizes,
        }))
      : [],
  });
  const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
    ["play", () => actions.play()],
    ["pause", () => actions.pause()],
    ["nexttrack", () => actions.next()],
    ["seekbackward", track.live ? null : (d) => actions.seekBy(-(d.seekOffset ?? 10))],
    ["seekforward", track.live ? null : (d) => actions.seekBy(d.seekOffset ?? 30)],
    ["seekto", track.live ? null : (d) => d.seekTime !== undefined && actions.seekTo(d.seekTime)],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know.
    }
  }
  return () => {
    for (const [action] of handlers) {
      try {
        session.setActionHandler(action, null);
      } catch {}
    }
  };
}

/** The lock screen's position bar, kept in step with the audio. */
export function updatePosition(audio: HTMLAudioElement): void {
  if (!("mediaSession" in navigator) || !Number.isFinite(audio.duration)) return;
  try {
    navigator.mediaSession.setPositionState({
      duration: audio.duration,
      playbackRate: audio.playbackRate,
      position: Math.min(audio.currentTime, audio.duration),
    });
  } catch {}
}
