import type { KeyboardEvent } from "react";
import type { Catalogue } from "../shared/catalogue.ts";
import { clockTime, spokenTime } from "./playbackTime.ts";

/** Seconds an arrow key moves, and a Page key (W3C APG media seek slider). */
const ARROW_STEP = 5;
const PAGE_STEP = 60;

/**
 * The seek bar: a range input (role "slider"), its value spoken as "4 minutes, 3 seconds",
 * with the APG media seek slider's keys: arrows 5 s, Page Up/Down 60 s, Home and End; the
 * arrows follow the reading direction.
 */
export function SeekSlider({
  current,
  duration,
  onSeek,
  T,
  rtl,
}: {
  current: number;
  duration: number;
  onSeek: (seconds: number) => void;
  T: Catalogue["PLAYER_TEXT"];
  rtl: boolean;
}) {
  const max = Number.isFinite(duration) && duration > 0 ? duration : 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const back = rtl ? "ArrowRight" : "ArrowLeft";
    const moves: Record<string, number> = {
      [forward]: ARROW_STEP,
      ArrowUp: ARROW_STEP,
      [back]: -ARROW_STEP,
      ArrowDown: -ARROW_STEP,
      PageUp: PAGE_STEP,
      PageDown: -PAGE_STEP,
    };
    let target: number | undefined;
    if (event.key in moves) target = current + (moves[event.key] ?? 0);
    else if (event.key === "Home") target = 0;
    else if (event.key === "End") target = max;
    if (target === undefined) return;
    event.preventDefault();
    onSeek(Math.min(Math.max(target, 0), max));
  };
  return (
    <span className="seek">
      <span aria-hidden="true">{clockTime(current)}</span>
      <input
        type="range"
        min={0}
        max={max}
        step={1}
        value={Math.min(current, max)}
        aria-label={T.seek}
        aria-valuetext={spokenTime(current, T)}
        disabled={max === 0}
        onChange={(event) => onSeek(Number(event.target.value))}
        onKeyDown={onKeyDown}
      />
      <span aria-hidden="true">{clockTime(max)}</span>
    </span>
  );
}
