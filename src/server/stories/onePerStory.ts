import type { Article } from "../../shared/article.ts";
import { canonicalKey, titleKey } from "../feeds/normalizeFeed.ts";
import type { StoryStanding } from "./storyCatalog.ts";

/**
 * Search results as every other array serves articles (issue 24): each with its story's
 * `storyId` and `sourceCount` when the story lives (an article no source serves now is a
 * story of one), and one article per story, the best ranked, so the same news found under
 * several links or sections shows once, with its "N sources" link. Stories more publishers
 * cover come first, as an aggregator's top coverage does, then the rest in the order given
 * (relevance, then recency): every result matches every word, and a story four publishers
 * report is likelier the news a visitor means than a short headline that wins on relevance
 * (the offline samples' front-page flood story came last of 39 for "flood"). Without
 * `byCoverage` (the newest first, `sort=new`) the given order holds.
 */
export function onePerStory(
  articles: readonly Article[],
  standingOf: (key: string) => StoryStanding | undefined,
  { byCoverage = true }: { byCoverage?: boolean } = {},
): Article[] {
  const seen = new Set<string>();
  const results: Article[] = [];
  for (const article of articles) {
    const { storyId: _, sourceCount: __, ...rest } = article;
    const standing = standingOf(keyOf(article.link));
    // A story's id, else the headline: two archived copies of one headline are one result.
    const identity = standing ? `story:${standing.id}` : `title:${titleKey(article.title)}`;
    if (seen.has(identity)) continue;
    seen.add(identity);
    results.push(
      standing
        ? { ...rest, storyId: standing.id, sourceCount: standing.sourceCount }
        : { ...rest, sourceCount: 1 },
    );
  }
  // A stable sort: within one count, the given order holds.
  return byCoverage ? results.sort((a, b) => (b.sourceCount ?? 1) - (a.sourceCount ?? 1)) : results;
}

function keyOf(link: string): string {
  try {
    return canonicalKey(link);
  } catch {
    return link;
  }
}
