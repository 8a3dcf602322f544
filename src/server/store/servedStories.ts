import type { Article } from "../../shared/article.ts";
import { jsonBytes } from "../responses/jsonBytes.ts";
import { onePerStory } from "../stories/onePerStory.ts";
import { scoreItem } from "../stories/scoreArticles.ts";
import type { StoryCatalog } from "../stories/storyCatalog.ts";
import type { ImageLinks } from "./imageLinks.ts";
import { scoreTime } from "./scoreTime.ts";

/**
 * Stories and search results as the store serves them, each made once while the stories
 * and the image links stay as they are (`forget` when either changes).
 */
export class ServedStories {
  /** Search results with their stories, by the array the search gave. */
  private searchResults = new WeakMap<Article[], Article[]>();
  /** Stories serialized, by id. */
  private storyBodies = new Map<string, Buffer>();

  constructor(
    private readonly stories: StoryCatalog,
    private readonly links: ImageLinks,
    private readonly now: () => number,
  ) {}

  forget(): void {
    this.storyBodies = new Map();
    this.searchResults = new WeakMap();
  }

  /**
   * Search results as the store serves every article: one per story (see onePerStory),
   * images linked like the endpoints'. The same array for the same results while stories
   * and links stay as they are, so an answer's prepared bytes stay valid (searchRoutes).
   */
  asServed(articles: Article[]): Article[] {
    const known = this.searchResults.get(articles);
    if (known) return known;
    const results = this.links.apply(onePerStory(articles, (key) => this.stories.standingOf(key)));
    this.searchResults.set(articles, results);
    return results;
  }

  /** A story as `GET /public/api/stories/<id>` serves it, as JSON; undefined when unknown. */
  storyJson(id: string): Buffer | undefined {
    const cached = this.storyBodies.get(id);
    if (cached) return cached;
    const scoredAt = scoreTime(this.now());
    const story = this.stories.story(id, (item) => scoreItem(item, this.stories, scoredAt));
    if (!story) return undefined;
    const json = jsonBytes({ ...story, articles: this.links.apply(story.articles) });
    this.storyBodies.set(id, json);
    return json;
  }
}
