import { useId } from "react";
import styled from "styled-components";
import { Kicker } from "#src/components/articleParts.tsx";
import { useLayoutTexts } from "#src/components/useLayoutTexts.ts";
import { playerStore, type Track } from "#src/player/playerStore.ts";
import { theme } from "#src/theme.ts";

const Panel = styled.section`
  display: grid;
  gap: 1.25rem;
  padding: 1.25rem;
  background: ${theme.color.panel};
  color: ${theme.color.onPanel};
  border-radius: 8px;
  ${theme.media.medium} { grid-template-columns: 10rem minmax(0, 1fr); align-items: center; }
  img { width: 100%; max-width: 10rem; height: auto; aspect-ratio: 1 / 1; border-radius: 6px; background: ${theme.color.imageSurface}; }
  h2 { margin: 0 0 0.35rem; font-family: ${theme.font.serif}; font-size: clamp(1.3rem, 3vw, 1.75rem); line-height: 1.2; }
`;

/** The accent red is too dark on the panel; a lighter tint keeps the contrast readable. */
const PanelKicker = styled(Kicker)`
  color: ${theme.color.accentOnDark};
`;

const Episode = styled.p`
  margin: 0 0 1rem;
  color: ${theme.color.onDarkMuted};
  font-size: 0.875rem;
`;

const ListenButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.65rem 1.4rem;
  background: ${theme.color.accentFill};
  color: ${theme.color.onAccent};
  border: 0;
  border-radius: 999px;
  font-weight: 700;
  cursor: pointer;
  &:hover { background: ${theme.color.accentDark}; }
  &:disabled { background: ${theme.color.disabledOnDark}; color: ${theme.color.onDarkMuted}; cursor: not-allowed; }
`;

const Note = styled.p`
  margin: 0.6rem 0 0;
  color: ${theme.color.onDarkMuted};
  font-size: 0.875rem;
`;

/** What the featured panel shows: a real episode or a sample item, and what it plays. */
export interface FeaturedView {
  title: string;
  /** The episode label, e.g. 'EP 01' or the show's name. */
  label: string;
  image: string;
  track: Track | undefined;
}

/**
 * The featured 'Episode No 1' panel: the newest episode of the category (issue 46). 'Listen
 * Now' plays it in the site-wide player, which keeps playing across pages. Without a
 * recording the button is disabled, with the reason beside it.
 */
export function FeaturedEpisode({ episode }: { episode: FeaturedView }) {
  const LAYOUT_TEXT = useLayoutTexts();
  const headingId = useId();
  const noteId = useId();
  const { track } = episode;
  return (
    <Panel aria-labelledby={headingId}>
      <img src={episode.image} alt="" width={160} height={160} />
      <div>
        <PanelKicker>{LAYOUT_TEXT.episodeNoOne}</PanelKicker>
        <h2 id={headingId} dir="auto">
          {episode.title}
        </h2>
        <Episode dir="auto">{episode.label}</Episode>
        {track ? (
          <ListenButton type="button" onClick={() => playerStore.play(track)}>
            {LAYOUT_TEXT.listenNow}
          </ListenButton>
        ) : (
          <>
            <ListenButton type="button" disabled aria-describedby={noteId}>
              {LAYOUT_TEXT.listenNow}
            </ListenButton>
            <Note id={noteId}>{LAYOUT_TEXT.noRecording}</Note>
          </>
        )}
      </div>
    </Panel>
  );
}
