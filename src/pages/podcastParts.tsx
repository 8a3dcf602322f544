import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import styled from "styled-components";
import { Page } from "../components/pageParts.tsx";
import { SlotMessage } from "../components/SlotMessage.tsx";
import { NotFound } from "../engine/NotFound.tsx";
import { PageTitle } from "../engine/PageTitle.tsx";
import { playerStore, type Track } from "../player/playerStore.ts";
import { artworkSources } from "../shared/artworkSources.ts";
import type { ImageProxy } from "../shared/imageProxy.ts";
import { theme } from "../theme.ts";
import { usePodcastTexts } from "./usePodcastTexts.ts";

/** A show's or episode's square artwork; its frame's surface shows while it loads or fails. */
const ArtworkImage = styled.img`
  width: 100%;
  max-width: 12rem;
  height: auto;
  aspect-ratio: 1 / 1;
  object-fit: cover;
  border-radius: 8px;
  background: ${theme.color.imageSurface};
`;

/** A show's or an episode's artwork, through the image proxy when the server signed it. */
export function Artwork({ image, proxy }: { image: string | null; proxy?: ImageProxy | null }) {
  const sources = artworkSources(image, proxy, 192);
  if (!sources) return null;
  return (
    <ArtworkImage
      {...sources}
      sizes={sources.srcSet ? "192px" : undefined}
      alt=""
      width={192}
      height={192}
    />
  );
}

/** Artwork beside the heading where the page is wide, above it where it is not. */
export const PodcastHeader = styled.header`
  display: grid;
  gap: 1.25rem;
  ${theme.media.medium} { &:has(> img) { grid-template-columns: 12rem minmax(0, 1fr); align-items: start; } }
  p { margin: 0.5rem 0 0; }
  a { color: ${theme.color.link}; font-weight: 700; }
`;

const Button = styled.button`
  padding: 0.45rem 1.1rem;
  background: ${theme.color.accentFill};
  color: ${theme.color.onAccent};
  border: 0;
  border-radius: 999px;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover { background: ${theme.color.accentDark}; }
`;

/** Plays an episode in the site-wide player; its name says which. */
export function PlayButton({ track }: { track: Track }) {
  const T = usePodcastTexts();
  return (
    <Button
      type="button"
      aria-label={T.playEpisode(track.title)}
      onClick={() => playerStore.play(track)}
    >
      {T.play}
    </Button>
  );
}

/** A running time as lists show it ('42 min'); nothing when the feed does not say. */
export function Duration({ seconds }: { seconds: number | null }) {
  const T = usePodcastTexts();
  if (seconds === null || seconds <= 0) return null;
  return <span>{T.duration(Math.max(1, Math.round(seconds / 60)))}</span>;
}

/**
 * A show's or an episode's page as its answer stands: the not-found page for one the server
 * does not have (prefilled null, or a 404 after a navigation), loading, failed, else `page`.
 */
export function PodcastAnswer<T>({
  answer,
  page,
}: {
  answer: UseQueryResult<T | null>;
  page: (data: T) => ReactNode;
}) {
  const T = usePodcastTexts();
  if (answer.error?.cause === 404) return <NotFound />;
  if (answer.status !== "success")
    return (
      <Page>
        <PageTitle title={T.kicker} />
        <SlotMessage kind={answer.status === "pending" ? "status" : "error"}>
          {answer.status === "pending" ? T.loading : T.failed}
        </SlotMessage>
      </Page>
    );
  return answer.data === null ? <NotFound /> : page(answer.data);
}
