import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import styled from "styled-components";
import { useLanguage, useTexts } from "../engine/LanguageContext.tsx";
import { PLAYER_TEXT } from "../shared/playerTexts.ts";
import { theme } from "../theme.ts";
import { startMediaSession, updatePosition } from "./mediaSession.ts";
import { playerStore } from "./playerStore.ts";
import { SeekSlider } from "./SeekSlider.tsx";
import { savedPlayback } from "./savedPlayback.ts";
import { UpNext } from "./UpNext.tsx";
import { useHls } from "./useHls.ts";

/** The speeds offered, 0.5x to 3x. */
const speeds = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3];
const sleepChoices = [5, 15, 30, 60];
/** The position is saved at most this often while playing. */
const saveEveryMs = 3000;

const Bar = styled.section`
  position: sticky;
  bottom: 0;
  z-index: 50;
  display: grid;
  gap: 0.4rem 0.75rem;
  grid-template-columns: 3rem minmax(0, 1fr);
  padding: 0.6rem 0.75rem;
  background: ${theme.color.panel};
  color: ${theme.color.onPanel};
  border-top: 1px solid ${theme.color.rule};
  img { width: 3rem; height: 3rem; object-fit: cover; border-radius: 4px; }
  .what { min-width: 0; }
  .what strong, .what span { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .what span { color: ${theme.color.onDarkMuted}; font-size: 0.8125rem; }
  .controls { grid-column: 1 / -1; display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem; }
  button, select { min-height: 2.25rem; padding: 0.2rem 0.6rem; border-radius: 999px; border: 1px solid currentColor; background: transparent; color: inherit; font: inherit; cursor: pointer; }
  select option { color: ${theme.color.ink}; background: ${theme.color.paper}; }
  .play { background: ${theme.color.accentFill}; color: ${theme.color.onAccent}; border-color: transparent; font-weight: 700; }
  .seek { display: flex; align-items: center; gap: 0.4rem; flex: 1 1 12rem; font-size: 0.8125rem; }
  .seek input { flex: 1; min-width: 6rem; }
  .what .live { display: inline-block; margin-inline-end: 0.4rem; padding: 0.1rem 0.5rem; border-radius: 4px; background: ${theme.color.accentFill}; color: ${theme.color.onAccent}; font-weight: 700; font-size: 0.75rem; }
  [role="alert"] { grid-column: 1 / -1; margin: 0; }
  ${theme.media.medium} { grid-template-columns: 3rem minmax(12rem, 18rem) minmax(0, 1fr); .controls { grid-column: auto; } }
`;

/**
 * The site-wide player (issue 46), loaded when playback first starts: one `<audio>` for the
 * whole site, mounted outside the routes. Play/pause, back 10 s, forward 30 s, the seek
 * slider, speed remembered per show, position saved per episode and resumed, Up Next, a
 * sleep timer (minutes or the end of the episode), the current chapter and the Media
 * Session. A live station plays without seeking. It never starts by itself: every start
 * is a reader's command (a play request in the store).
 */
export default function PlayerBar() {
  const T = useTexts().PLAYER_TEXT ?? PLAYER_TEXT;
  const rtl = useLanguage() === "ar";
  const {
    current: track,
    queue,
    request,
    failed: failedKey,
  } = useSyncExternalStore(playerStore.subscribe, playerStore.getState, playerStore.getState);
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const [rate, setRate] = useState(1);
  const [sleep, setSleep] = useState<number | "end" | null>(null);
  const savedAt = useRef(0);
  const failed = track !== null && failedKey === track.key;
  // A stream or file that fails (network, decoding, a fatal HLS error): stopped cleanly, the
  // bar and the page's button say so in the page's language, and Play tries it again.
  const fail = () => {
    audio.current?.pause();
    setPlaying(false);
    if (track) playerStore.fail(track.key);
  };
  useHls(audio, track, request, fail);

  // A play request: load the track, restore its position and its show's speed, and play.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request restarts playback
  useEffect(() => {
    const element = audio.current;
    if (!element || !track) return;
    // After a failure the element holds its error until it loads again.
    if (element.error && !track.hls) element.load();
    const speed = track.show ? (savedPlayback.speed(track.show) ?? 1) : 1;
    setRate(track.live ? 1 : speed);
    const resume = track.live ? undefined : savedPlayback.position(track.key);
    const start = () => {
      element.playbackRate = track.live ? 1 : speed;
      if (resume !== undefined && resume < element.duration - 1) element.currentTime = resume;
    };
    if (element.readyState >= 1) start();
    else element.addEventListener("loadedmetadata", start, { once: true });
    void element.play()?.catch(() => setPlaying(false));
    const stop = startMediaSession(track, {
      play: () => void element.play(),
      pause: () => element.pause(),
      seekBy: (seconds) => seekTo(element.currentTime + seconds),
      seekTo: (seconds) => seekTo(seconds),
      next: () => playerStore.next(),
    });
    return () => {
      element.removeEventListener("loadedmetadata", start);
      stop();
    };
  }, [request, track?.key]);

  const seekTo = (seconds: number) => {
    const element = audio.current;
    if (!element || track?.live) return;
    element.currentTime = Math.max(0, Math.min(seconds, element.duration || seconds));
    setTime({ current: element.currentTime, duration: element.duration });
    playerStore.reportTime(element.currentTime);
  };
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (failed && track) return playerStore.play(track);
    if (element.paused) void element.play()?.catch(() => setPlaying(false));
    else element.pause();
  };
  useEffect(() => {
    playerStore.attach({ toggle, seekTo });
    return () => playerStore.attach(null);
  });

  // The sleep timer: after so many minutes, or at the end of the episode (see onEnded).
  useEffect(() => {
    if (typeof sleep !== "number") return;
    const timer = setTimeout(() => {
      audio.current?.pause();
      setSleep(null);
    }, sleep * 60_000);
    return () => clearTimeout(timer);
  }, [sleep]);

  if (!track) return null;
  const chapter = track.chapters?.filter((c) => c.start <= time.current).at(-1);
  const changeRate = (next: number) => {
    setRate(next);
    if (audio.current) audio.current.playbackRate = next;
    if (track.show) savedPlayback.saveSpeed(track.show, next);
  };
  const onTimeUpdate = () => {
    const element = audio.current;
    if (!element) return;
    setTime({ current: element.currentTime, duration: element.duration });
    playerStore.reportTime(element.currentTime);
    if (!track.live && Date.now() - savedAt.current > saveEveryMs) {
      savedAt.current = Date.now();
      savedPlayback.savePosition(track.key, element.currentTime);
      updatePosition(element);
    }
  };
  const onEnded = () => {
    setPlaying(false);
    savedPlayback.savePosition(track.key, undefined);
    if (sleep === "end") return setSleep(null);
    playerStore.next();
  };

  return (
    <Bar aria-label={T.region} data-player="">
      {track.image ? <img src={track.image} alt="" width={48} height={48} /> : <span />}
      <div className="what">
        <strong>{track.title}</strong>
        <span>
          {track.live ? <span className="live">{T.live}</span> : null}
          {track.showTitle}
          {chapter ? ` · ${T.chapter}: ${chapter.title}` : ""}
        </span>
      </div>
      <div className="controls">
        {!track.live && (
          <button type="button" aria-label={T.back} onClick={() => seekTo(time.current - 10)}>
            −10
          </button>
        )}
        <button
          type="button"
          className="play"
          aria-label={playing ? T.pause : T.play}
          onClick={toggle}
        >
          {playing ? "❚❚" : "▶"}
        </button>
        {!track.live && (
          <button type="button" aria-label={T.forward} onClick={() => seekTo(time.current + 30)}>
            +30
          </button>
        )}
        {!track.live && (
          <SeekSlider
            current={time.current}
            duration={time.duration}
            onSeek={seekTo}
            T={T}
            rtl={rtl}
          />
        )}
        {!track.live && (
          <select
            aria-label={T.speed}
            value={rate}
            onChange={(e) => changeRate(Number(e.target.value))}
          >
            {speeds.map((speed) => (
              <option key={speed} value={speed}>{`${speed}×`}</option>
            ))}
          </select>
        )}
        <select
          aria-label={T.sleep}
          value={sleep ?? ""}
          onChange={(e) =>
            setSleep(
              e.target.value === ""
                ? null
                : e.target.value === "end"
                  ? "end"
                  : Number(e.target.value),
            )
          }
        >
          <option value="">{`${T.sleep}: ${T.sleepOff}`}</option>
          {sleepChoices.map((minutes) => (
            <option key={minutes} value={minutes}>
              {T.minutes(minutes)}
            </option>
          ))}
          {!track.live && <option value="end">{T.sleepEnd}</option>}
        </select>
        <UpNext queue={queue} T={T} />
      </div>
      {failed && <p role="alert">{T.failed}</p>}
      {/* biome-ignore lint/a11y/useMediaCaption: transcripts are on the episode page */}
      <audio
        ref={audio}
        src={track.hls ? undefined : track.audio}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => {
          setPlaying(false);
          const element = audio.current;
          if (element && !track.live && !element.ended)
            savedPlayback.savePosition(track.key, element.currentTime);
        }}
        onTimeUpdate={onTimeUpdate}
        onLoadedMetadata={onTimeUpdate}
        onEnded={onEnded}
        onError={() => !track.hls && fail()}
      />
    </Bar>
  );
}
