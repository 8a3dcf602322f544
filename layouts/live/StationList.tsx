import { useId, useSyncExternalStore } from "react";
import styled from "styled-components";
import { useTexts } from "#src/engine/LanguageContext.tsx";
import { playerStore } from "#src/player/playerStore.ts";
import { PLAYER_TEXT } from "#src/shared/playerTexts.ts";
import type { StationSummary } from "#src/shared/podcastApi.ts";
import { theme } from "#src/theme.ts";

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
  button { padding: 0.45rem 1rem; border-radius: 999px; border: 1px solid ${theme.color.ink}; background: ${theme.color.paper}; color: inherit; font: inherit; font-weight: 700; cursor: pointer; }
  button[aria-pressed="true"] { background: ${theme.color.ink}; color: ${theme.color.paper}; }
  button[data-failed] { border-color: ${theme.color.warning}; border-style: dashed; }
`;

const Failed = styled.p`
  margin: 0.5rem 0 0;
  padding: 0.5rem 0.75rem;
  border-inline-start: 4px solid ${theme.color.warning};
  background: ${theme.color.warningWash};
`;

const subscribe = (listener: () => void) => {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
};

/**
 * The live stations (issue 46), the reader's edition's first, each played in the site-wide
 * player marked live (no seeking); HLS natively or through hls.js. Without a connection
 * they say they need one; a station whose stream failed says so under its button.
 */
export function StationList({ stations }: { stations: readonly StationSummary[] }) {
  const T = useTexts().PLAYER_TEXT ?? PLAYER_TEXT;
  const failedId = useId();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const playing = useSyncExternalStore(
    playerStore.subscribe,
    () => playerStore.getState().current?.key,
    () => undefined,
  );
  const failed = useSyncExternalStore(
    playerStore.subscribe,
    () => playerStore.getState().failed,
    () => null,
  );
  if (stations.length === 0) return null;
  if (!online) return <p role="note">{T.needsConnection}</p>;
  const failedStation = stations.find((station) => failed === `station/${station.id}`);
  const play = (station: StationSummary) =>
    playerStore.play({
      key: `station/${station.id}`,
      title: station.name,
      // Under the name, beside the Live mark: who runs the station (its name is the title).
      showTitle: station.publisherName ?? "",
      show: null,
      audio: station.stream,
      image: null,
      live: true,
      hls: station.format === "hls",
    });
  return (
    <>
      <List>
        {stations.map((station) => (
          <li key={station.id} lang={station.languages[0]}>
            <button
              type="button"
              aria-pressed={playing === `station/${station.id}`}
              aria-describedby={station === failedStation ? failedId : undefined}
              data-failed={station === failedStation || undefined}
              onClick={() => play(station)}
            >
              {station.name}
            </button>
          </li>
        ))}
      </List>
      {failedStation && (
        <Failed id={failedId}>
          <span lang={failedStation.languages[0]} translate="no">
            {failedStation.name}
          </span>
          {": "}
          {T.failed}
        </Failed>
      )}
    </>
  );
}
