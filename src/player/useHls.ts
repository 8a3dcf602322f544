import { type RefObject, useEffect, useState } from "react";
import type { Track } from "./playerStore.ts";

/**
 * An HLS station: played natively where the browser can (Safari), else through hls.js,
 * whose code is loaded only then. Returns whether the stream failed.
 */
export function useHls(audio: RefObject<HTMLAudioElement | null>, track: Track | null): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = audio.current;
    setFailed(false);
    if (!element || !track?.hls) return;
    if (element.canPlayType("application/vnd.apple.mpegurl")) {
      element.src = track.audio;
      void element.play()?.catch(() => {});
      return;
    }
    let stopped = false;
    let destroy = () => {};
    void import("hls.js")
      .then(({ default: Hls }) => {
        if (stopped) return;
        if (!Hls.isSupported()) return setFailed(true);
        const hls = new Hls();
        destroy = () => hls.destroy();
        hls.on(Hls.Events.ERROR, (_event, data) => data.fatal && setFailed(true));
        hls.loadSource(track.audio);
        hls.attachMedia(element);
        void element.play()?.catch(() => {});
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      destroy();
    };
  }, [audio, track]);
  return failed;
}
