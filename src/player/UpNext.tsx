import type { Catalogue } from "../shared/catalogue.ts";
import { playerStore, type Track } from "./playerStore.ts";

/** The Up Next queue: what plays when the current track ends, each playable or removable. */
export function UpNext({ queue, T }: { queue: readonly Track[]; T: Catalogue["PLAYER_TEXT"] }) {
  return (
    <details>
      <summary>{`${T.upNext} (${queue.length})`}</summary>
      {queue.length === 0 ? (
        <p>{T.upNextEmpty}</p>
      ) : (
        <ol>
          {queue.map((track) => (
            <li key={track.key}>
              {track.title}{" "}
              <button type="button" onClick={() => playerStore.play(track)}>
                {T.play}
              </button>{" "}
              <button
                type="button"
                aria-label={`${T.removeFromQueue}: ${track.title}`}
                onClick={() => playerStore.remove(track.key)}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
