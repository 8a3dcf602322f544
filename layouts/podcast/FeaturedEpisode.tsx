import { useId, useRef, useState } from "react";
import styled from "styled-components";
import { Kicker } from "#src/components/articleParts.tsx";
import { useLayoutTexts } from "#src/components/useLayoutTexts.ts";
import type { PodcastItem } from "#src/shared/staticContent.ts";
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
  audio { display: block; width: 100%; margin-top: 1rem; }
  audio[hidden] { display: none; }
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

/**
 * The featured 'Episode No 1' panel. When the episode has a recording, 'Listen Now'
 * opens the browser's own audio player (play/pause, seek, elapsed and total time,
 * keyboard and screen-reader accessible) and starts it; the button then pauses and
 * resumes. Without a recording the button is disabled, with the reason beside it.
 */
export function FeaturedEpisode({ episode }: { episode: PodcastItem }) {
  const LAYOUT_TEXT = useLayoutTexts();
  const headingId = useId();
  const noteId = useId();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [open, setOpen] = useState(false);
  const [playing, setPlaying] = useState(false);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    setOpen(true);
    if (audio.paused) void audio.play()?.catch(() => setPlaying(false));
    else audio.pause();
  };

  return (
    <Panel aria-labelledby={headingId}>
      <img src={episode.image} alt="" width={160} height={160} />
      <div>
        <PanelKicker>{LAYOUT_TEXT.episodeNoOne}</PanelKicker>
        <h2 id={headingId}>{episode.title}</h2>
        <Episode>{episode.episode}</Episode>
        {episode.audio ? (
          <>
            <ListenButton type="button" aria-pressed={playing} onClick={toggle}>
              {playing ? LAYOUT_TEXT.pause : LAYOUT_TEXT.listenNow}
            </ListenButton>
            {/* biome-ignore lint/a11y/useMediaCaption: a generated jingle, no speech to caption */}
            <audio
              ref={audioRef}
              src={episode.audio}
              controls
              preload="none"
              hidden={!open}
              aria-label={`${episode.title}, ${episode.episode}`}
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
              onEnded={() => setPlaying(false)}
            />
          </>
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
