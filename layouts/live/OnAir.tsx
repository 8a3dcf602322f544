import live from "virtual:static-content/live";
import { useLayoutTexts } from "#src/components/useLayoutTexts.ts";
import { defaultLanguage } from "#src/shared/languageHref.ts";
import type { Station } from "#src/shared/podcastRegistry.ts";
import { useNowPlaying } from "./useNowPlaying.ts";
import { usePlayerState } from "./usePlayerState.ts";

/**
 * What the stream panel names under 'Now playing' (issue 46): the station the reader
 * plays, else the edition's first, always by name, with the programme when its stream
 * says it. Before the stations are known (or with none), the static sample programme.
 */
export function OnAir({ stations }: { stations: readonly Station[] }) {
  const LAYOUT_TEXT = useLayoutTexts();
  const { current } = usePlayerState();
  const playing = stations.find((station) => current?.key === `station/${station.id}`);
  const answer = useNowPlaying(playing?.id ?? null).data;
  const station = playing ?? stations[0];
  if (!station)
    return (
      <>
        <strong lang={defaultLanguage}>{live.nowPlaying.title}</strong>
        <span>{LAYOUT_TEXT.withHost(live.nowPlaying.host)}</span>
      </>
    );
  const programme =
    playing && answer?.station === playing.id && typeof answer.programme === "string"
      ? answer.programme
      : null;
  return (
    <>
      <strong lang={station.languages[0]} translate="no">
        {station.name}
      </strong>
      {programme && (
        <span lang={station.languages[0]} dir="auto" data-programme="">
          {programme}
        </span>
      )}
    </>
  );
}
