import { type RefObject, useEffect, useRef } from "react";
import type { Track } from "./playerStore.ts";

/**
 * An HLS station: played natively where the browser can (Safari), else through hls.js,
 * whose code is loaded only then, again on each play command (`request`). A fatal hls.js
 * error (or none of it loading) calls `onFail` once, the hls.js instance destroyed.
 */
export function useHls(
  audio: RefObject<HTMLAudioElement | null>,
  track: Track | null,
  request: number,
  onFail: () => void,
): void {
  const failed = useRef(onFail);
  failed.current = onFail;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request loads the stream again
  useEffect(() => {
    const element = audio.current;
    if (!element || !track?.hls) return;
    const setFailed = () => failed.current();
    if (element.canPlayType("application/vnd.apple.mpegurl")) {
      // Played natively, the element's own error is the stream's.
      element.addEventListener("error", setFailed);
      element.src = track.audio;
      void element.play()?.catch(() => {});
      return () => element.removeEventListener("error", setFailed);
    }
    let stopped = false;
    let destroy = () => {};
    void import("hls.js")
      .then(({ default: Hls }) => {
        if (stopped) return;
        if (!Hls.isSupported()) return setFailed();
        const hls = new Hls();
        destroy = () => hls.destroy();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          destroy();
          destroy = () => {};
          setFailed();
        });
        hls.loadSource(track.audio);
        hls.attachMedia(element);
        void element.play()?.catch(() => {});
      })
      .catch(() => !stopped && setFailed());
    return () => {
      stopped = true;
      destroy();
    };
  }, [audio, track, request]);
}
