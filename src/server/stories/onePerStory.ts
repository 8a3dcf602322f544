import type { Article } from "../../shared/article.ts";
import { canonicalKey, titleKey } from "../feeds/normalizeFeed.ts";
import type { StoryStanding } from "./storyCatalog.ts";

/**
 * Search results as every other array serves articles (issue 24): each with its story's
 * `storyId` and `sourceCount` when the story lives (an article no source serves now is a
 * story of one), and one article per story, the best ranked, so the same news found under
 * several links or sections shows once, with its "N sources" link.
 */
export function onePerStory(
  articles: readonly Article[],
  standingOf: (key: string) => StoryStanding | undefined,
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
  return results;
}

function keyOf(link: string): string {
  try {
    return canonicalKey(link);
  } catch {
    return link;
  }
}
