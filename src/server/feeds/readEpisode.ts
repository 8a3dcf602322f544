import type { RssFeed } from "feedsmith";
import { absoluteUrl } from "./absoluteUrl.ts";
import type { ParsedFeed, RawEpisode } from "./parsedFeed.ts";

type Feed = RssFeed.Feed<string>;
type Item = RssFeed.Item<string>;

/** The enclosure types a player plays: audio, and video (its sound track plays too). */
const playable = /^(audio|video)\//i;

/**
 * An RSS item's podcast fields (issue 46), as feedsmith reads the iTunes, Podcast Index and
 * Podlove namespaces; undefined for an item without an audio or video enclosure. URLs are
 * resolved against `base`, not yet checked (normalizeEpisode does that).
 */
export function readEpisode(item: Item, base: string): RawEpisode | undefined {
  const enclosure = (item.enclosures ?? []).find(
    (candidate) => candidate.url && playable.test(candidate.type ?? ""),
  );
  const audio = absoluteUrl(enclosure?.url, base);
  if (!enclosure || !audio) return undefined;
  const resolved = (file: { url?: string; type?: string }) => {
    const url = absoluteUrl(file.url, base);
    return url ? { url, type: file.type ?? "" } : undefined;
  };
  const chapters = item.podcast?.chapters;
  return {
    guid: item.guid?.value,
    audio: { url: audio, type: enclosure.type ?? "audio/mpeg", length: enclosure.length },
    duration: item.itunes?.duration,
    image: absoluteUrl(item.itunes?.image, base),
    season: item.itunes?.season ?? item.podcast?.season?.number,
    episode: item.itunes?.episode ?? item.podcast?.episode?.number,
    transcripts: (item.podcast?.transcripts ?? []).flatMap((file) => resolved(file) ?? []),
    chapters: chapters ? resolved(chapters) : undefined,
    inlineChapters: (item.psc?.chapters ?? []).map((chapter) => ({
      start: chapter.start ?? "",
      title: chapter.title ?? "",
      href: chapter.href,
    })),
  };
}

/** A podcast channel: its title, description and artwork (iTunes image, else RSS image). */
export function readShow(feed: Feed, base: string): NonNullable<ParsedFeed["show"]> {
  return {
    title: feed.title ?? "",
    description: feed.itunes?.summary ?? feed.description ?? "",
    image: absoluteUrl(feed.itunes?.image ?? feed.image?.url, base),
  };
}
