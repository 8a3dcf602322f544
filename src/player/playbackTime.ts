import type { Catalogue } from "../shared/catalogue.ts";

type Texts = Pick<Catalogue["PLAYER_TEXT"], "hours" | "minutesOf" | "seconds">;

/** A time as the seek slider speaks it (W3C APG media seek slider): "4 minutes, 3 seconds". */
export function spokenTime(seconds: number, T: Texts): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  return [
    hours > 0 ? T.hours(hours) : "",
    hours > 0 || minutes > 0 ? T.minutesOf(minutes) : "",
    T.seconds(secs),
  ]
    .filter(Boolean)
    .join(", ");
}

/** A time as the bar shows it: "4:03", "1:02:03". */
export function clockTime(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(total / 3600);
  const mm = String(Math.floor((total % 3600) / 60));
  const ss = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${mm.padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}
