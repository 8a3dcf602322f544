import { titleKey } from "../../src/server/feeds/normalizeFeed.ts";
import type { StoryInput } from "../../src/server/stories/story.ts";

const roundNames = "abcdefghijklmnopqrstuvwxyz";

/**
 * `count` articles made of `base`'s headlines, repeated as rounds of other events: in each
 * round the names (capitalized words) get a round suffix, as other events have other
 * places and people, while the common words (flood, river, strike) repeat, as with real
 * news. Keys are `<base key>/<round>`; times are left as `base` has them.
 */
export function otherNews(base: readonly StoryInput[], count: number): StoryInput[] {
  return Array.from({ length: count }, (_, i) => {
    const source = base[i % base.length] as StoryInput;
    const round = Math.floor(i / base.length);
    const suffix = roundNames[round % roundNames.length] ?? "";
    const title = source.title.replace(/\b([A-Z][a-z]{3,})/g, (name) => `${name}${suffix}`);
    const description = source.description?.replace(
      /\b([A-Z][a-z]{3,})/g,
      (name) => `${name}${suffix}`,
    );
    return {
      key: `${source.key}/${round}`,
      titleKey: titleKey(title),
      title,
      ...(description === undefined ? {} : { description }),
      publisher: source.publisher,
      seenAt: source.seenAt,
    };
  });
}

/**
 * Other news around some headlines: otherNews of `from`, spread evenly from 36 hours before
 * their first to 36 hours after their last, from 40 other publishers, as a window of
 * thousands holds the few articles a labelled part follows.
 */
export function otherNewsAround(
  headlines: readonly StoryInput[],
  from: readonly StoryInput[],
  count: number,
): StoryInput[] {
  const times = headlines.map((h) => h.seenAt);
  const start = Math.min(...times) - 36 * 3600_000;
  const span = Math.max(...times) + 36 * 3600_000 - start;
  return otherNews(from, count).map((article, i) => ({
    ...article,
    key: `other/${article.key}`,
    publisher: `other-${i % 40}.example`,
    seenAt: start + Math.round((i / count) * span),
  }));
}
