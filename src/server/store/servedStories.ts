import type { Article } from "../../shared/article.ts";
import { searchPageSize } from "../../shared/sitePaths.ts";
import type { StoryArticle, StoryData } from "../../shared/story.ts";
import type { ArchivedStory, StoryPersistence } from "../db/persistStories.ts";
import { jsonBytes } from "../responses/jsonBytes.ts";
import { coverageOrder } from "../stories/coverageOrder.ts";
import { onePerStory } from "../stories/onePerStory.ts";
import { scoreItem } from "../stories/scoreArticles.ts";
import type { StoryCatalog } from "../stories/storyCatalog.ts";
import { noPublishers, type PublisherResolver, storyCoverage } from "../stories/storyCoverage.ts";
import type { ImageLinks } from "./imageLinks.ts";
import { scoreTime } from "./scoreTime.ts";

/** A story's answer: its JSON, or the id it joined (301), or nothing (404). */
export type StoryAnswer = { json: Buffer } | { movedTo: string } | undefined;

/**
 * A story the stories served now do not hold, whose archive cannot be read (the database
 * is away): neither the story nor a 404 can be answered, only "try again" (503), which a
 * cache in front answers with the copy it kept.
 */
export class StoryUnavailable extends Error {
  constructor() {
    super("this story cannot be read right now");
  }
}

/** A merged id followed this many times at most (a longer chain is a loop). */
const maxHops = 8;

/**
 * Stories and search results as the store serves them, each made once while the stories
 * and the image links stay as they are (`forget` when either changes). A story answers
 * from the stories served now and from the archive (issue 37): its reports no feed
 * carries any more are still listed, and a story no feed carries answers from the archive
 * alone, for as long as it keeps one of its reports.
 */
export class ServedStories {
  /** Search results with their stories, by the array the search gave. */
  /** Each kept search result as served: all of it, and its pages as asked. */
  private searchResults = new WeakMap<
    Article[],
    { all: Article[]; pages: Map<number, Article[]> }
  >();
  /** Stories' answers, by id, as made since the last change. */
  private answers = new Map<string, Promise<StoryAnswer>>();
  /** Where stories are stored; none: they live in memory only. */
  private stored: StoryPersistence | undefined;
  /** Who published each report, for the stories' coverage (issue 38). */
  private publisherOf: PublisherResolver = noPublishers;

  constructor(
    private readonly stories: StoryCatalog,
    private readonly links: ImageLinks,
    private readonly now: () => number,
  ) {}

  /** Reads stories no feed carries any more from `stored` from now on. */
  keepIn(stored: StoryPersistence): void {
    this.stored = stored;
    this.forget();
  }

  /** Resolves the stories' publishers with `resolve` from now on (country, kind: coverage). */
  resolvePublishersWith(resolve: PublisherResolver): void {
    this.publisherOf = resolve;
    this.forget();
  }

  forget(): void {
    this.answers = new Map();
    this.searchResults = new WeakMap();
  }

  /**
   * Search results as the store serves every article: one per story (see onePerStory),
   * images linked like the endpoints', and with `page`, that page of 20 of them (so a story
   * shows on one page only). The same array for the same results while stories and links
   * stay as they are, so an answer's prepared bytes stay valid (searchRoutes).
   */
  asServed(
    articles: Article[],
    { byCoverage = true, page }: { byCoverage?: boolean; page?: number | undefined } = {},
  ): Article[] {
    let served = this.searchResults.get(articles);
    if (!served) {
      const all = this.links.apply(
        onePerStory(articles, (key) => this.stories.standingOf(key), { byCoverage }),
      );
      served = { all, pages: new Map() };
      this.searchResults.set(articles, served);
    }
    if (page === undefined) return served.all;
    let results = served.pages.get(page);
    if (!results) {
      results = served.all.slice((page - 1) * searchPageSize, page * searchPageSize);
      served.pages.set(page, results);
    }
    return results;
  }

  /** `GET /public/api/stories/<id>`: the story as JSON, the id it joined, or undefined. */
  story(id: string): Promise<StoryAnswer> {
    let answer = this.answers.get(id);
    if (!answer) {
      const answers = this.answers;
      const asked: Promise<StoryAnswer> = this.answer(id).catch((error: unknown) => {
        if (!(error instanceof StoryUnavailable)) return undefined;
        // Not kept: the next asking reads the archive again.
        if (answers.get(id) === asked) answers.delete(id);
        throw error;
      });
      answer = asked;
      answers.set(id, answer);
    }
    return answer;
  }

  private async answer(id: string): Promise<StoryAnswer> {
    const scoredAt = scoreTime(this.now());
    const current = this.stories.story(id, (item) => scoreItem(item, this.stories, scoredAt));
    const movedHere = this.stories.book.movedTo(id);
    if (!current && movedHere) return { movedTo: movedHere };
    // A store that cannot be read leaves the story as served now (the failure is the
    // store's to report): a living story never answers 404 for it, nor does one the
    // archive alone holds while it cannot be read.
    const unreadable = () => {
      if (!current) throw new StoryUnavailable();
      return undefined;
    };
    let archived = await this.stored?.archived(id).catch(unreadable);
    if (!current) {
      for (let hop = 0; archived?.record.mergedInto && hop < maxHops; hop++) {
        const into: string = archived.record.mergedInto;
        archived = await this.stored?.archived(into).catch(unreadable);
        if (!archived?.record.mergedInto) return { movedTo: into };
      }
      if (!archived || archived.articles.length === 0) return undefined;
    }
    const story = withArchived(id, current, archived);
    // From the reports, not stored: an archived story's coverage and its publishers' names
    // follow the registry too.
    const coverage = storyCoverage(story.articles, this.publisherOf);
    const named = story.articles.map((article) => {
      const name = this.publisherOf(article.publisher, article.language ?? undefined)?.name;
      return name === undefined ? article : { ...article, publisherName: name };
    });
    return { json: jsonBytes({ ...story, coverage, articles: this.links.apply(named) }) };
  }
}

/**
 * A story's answer: its current reports (scored) and the archived ones no feed carries
 * any more, as a story lists them; at least one of the two is given.
 */
function withArchived(
  id: string,
  current: StoryData | undefined,
  archived: ArchivedStory | undefined,
): StoryData {
  const listed = new Set(current?.articles.map((article) => article.link));
  const articles: StoryArticle[] = [...(current?.articles ?? [])];
  for (const { article, publisher, seenAt } of archived?.articles ?? [])
    if (!listed.has(article.link))
      articles.push({ ...article, publisher, firstSeen: new Date(seenAt).toISOString() });
  const record = archived?.record;
  const seen = articles.map((article) => Date.parse(article.firstSeen));
  const firstSeen = Math.min(...seen, record?.firstSeen ?? Number.POSITIVE_INFINITY);
  const sourceCount = new Set(articles.map((article) => article.publisher)).size;
  const title =
    current && Date.parse(current.firstSeen) <= firstSeen
      ? current.title
      : (record?.title ?? current?.title ?? "");
  return {
    id,
    title,
    sourceCount,
    firstSeen: new Date(firstSeen).toISOString(),
    updated: new Date(Math.max(...seen)).toISOString(),
    why: current?.why ?? { terms: [...(record?.terms ?? [])] },
    articles: coverageOrder(articles).map((article) => ({ ...article, storyId: id, sourceCount })),
  };
}
