import { useId, useRef, useState } from "react";
import { Kicker } from "#src/components/articleParts.tsx";
import { TEXT } from "#src/components/texts.ts";
import type { PodcastItem } from "#src/shared/staticContent.ts";
import styles from "./FeaturedEpisode.module.css";

/**
 * The featured 'Episode No 1' panel. When the episode has a recording, 'Listen Now'
 * opens the browser's own audio player (play/pause, seek, elapsed and total time,
 * keyboard and screen-reader accessible) and starts it; the button then pauses and
 * resumes. Without a recording the button is disabled, with the reason beside it.
 */
export function FeaturedEpisode({ episode }: { episode: PodcastItem }) {
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
    <section className={styles.panel} aria-labelledby={headingId}>
      <img src={episode.image} alt="" width={160} height={160} />
      <div>
        <Kicker className={styles.kicker}>{TEXT.episodeNoOne}</Kicker>
        <h2 id={headingId}>{episode.title}</h2>
        <p className={styles.episode}>{episode.episode}</p>
        {episode.audio ? (
          <>
            <button
              type="button"
              className={styles.listenButton}
              aria-pressed={playing}
              onClick={toggle}
            >
              {playing ? "Pause" : TEXT.listenNow}
            </button>
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
            <button
              type="button"
              className={styles.listenButton}
              disabled
              aria-describedby={noteId}
            >
              {TEXT.listenNow}
            </button>
            <p className={styles.note} id={noteId}>
              No recording of this episode is available yet.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
