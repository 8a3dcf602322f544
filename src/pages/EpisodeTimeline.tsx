import { useSyncExternalStore } from "react";
import styled from "styled-components";
import { clockTime } from "../player/playbackTime.ts";
import { playerStore, type Track } from "../player/playerStore.ts";
import type { Chapter } from "../shared/episode.ts";
import type { Cue } from "../shared/transcript.ts";
import { theme } from "../theme.ts";
import { usePodcastTexts } from "./usePodcastTexts.ts";

const Lines = styled.ol`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: grid;
    grid-template-columns: 4rem minmax(0, 1fr);
    gap: 0.75rem;
    width: 100%;
    padding: 0.4rem 0.6rem;
    background: transparent;
    color: ${theme.color.ink};
    border: 0;
    border-inline-start: 3px solid transparent;
    border-radius: 6px;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  button:hover { background: ${theme.color.wash}; }
  time { color: ${theme.color.muted}; font-variant-numeric: tabular-nums; }
  [aria-current="true"] { background: ${theme.color.wash}; border-inline-start-color: ${theme.color.accent}; font-weight: 700; }
  .plain { padding: 0.4rem 0.6rem; }
  .speaker { color: ${theme.color.muted}; font-weight: 700; }
`;

/** The current track's position while it is `track`, else null (no line is current). */
function usePosition(track: Track): number | null {
  const current = useSyncExternalStore(
    playerStore.subscribe,
    () => playerStore.getState().current?.key,
    () => undefined,
  );
  const time = useSyncExternalStore(playerStore.subscribeTime, playerStore.getTime, () => 0);
  return current === track.key ? time : null;
}

/** The index of the last entry started at `time` (the current line or chapter), else -1. */
function currentIndex(starts: readonly (number | null)[], time: number | null): number {
  if (time === null) return -1;
  let found = -1;
  starts.forEach((start, index) => {
    if (start !== null && start <= time + 0.05) found = index;
  });
  return found;
}

/** One timed entry: a button that plays the episode from its start; marked while current. */
function Entry({
  track,
  start,
  current,
  children,
}: {
  track: Track;
  start: number;
  current: boolean;
  children: React.ReactNode;
}) {
  const T = usePodcastTexts();
  const at = clockTime(start);
  return (
    <button
      type="button"
      aria-current={current ? "true" : undefined}
      title={T.playFrom(at)}
      data-start={start}
      onClick={() => playerStore.playAt(track, start)}
    >
      <time>{at}</time>
      <span dir="auto">{children}</span>
    </button>
  );
}

/** An episode's chapters (issue 46): each plays the episode from its start. */
export function ChapterList({ track, chapters }: { track: Track; chapters: readonly Chapter[] }) {
  const now = currentIndex(
    chapters.map((c) => c.start),
    usePosition(track),
  );
  return (
    <Lines>
      {chapters.map((chapter, index) => (
        <li key={`${chapter.start}:${chapter.title}`}>
          <Entry track={track} start={chapter.start} current={index === now}>
            {chapter.title}
          </Entry>
        </li>
      ))}
    </Lines>
  );
}

/**
 * An episode's transcript (issue 46): each timed line plays the episode from there, and the
 * line being heard is marked (`aria-current`) as the audio plays. Untimed lines are text.
 */
export function TranscriptLines({ track, cues }: { track: Track; cues: readonly Cue[] }) {
  const now = currentIndex(
    cues.map((cue) => cue.start),
    usePosition(track),
  );
  return (
    <Lines>
      {cues.map((cue, index) => {
        const text = (
          <>
            {cue.speaker && <span className="speaker">{cue.speaker}: </span>}
            {cue.text}
          </>
        );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transcript's lines never reorder
          <li key={index}>
            {cue.start === null ? (
              <p className="plain" dir="auto">
                {text}
              </p>
            ) : (
              <Entry track={track} start={cue.start} current={index === now}>
                {text}
              </Entry>
            )}
          </li>
        );
      })}
    </Lines>
  );
}
