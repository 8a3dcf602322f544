import type { QueryClient } from "@tanstack/react-query";
import type { endpointKey } from "../engine/endpointQueries.ts";
import type { Catalogue } from "../shared/catalogue.ts";
import { editionOf } from "../shared/editions.ts";
import type { EndpointData } from "../shared/endpointData.ts";
import type { EndpointId } from "../shared/endpoints.ts";
import { LIVE_TEXT } from "../shared/liveTexts.ts";

/** The notice's text: "1 new story", "3 new stories" (English unless the page's catalogue is given). */
export function newStoriesText(count: number, texts: Catalogue["LIVE_TEXT"] = LIVE_TEXT): string {
  return count === 1 ? texts.newStory : texts.newStories.replace("{count}", String(count));
}

/**
 * What live updates use of the page's engine, handed over by the importer: imported here,
 * they would be split out of the hydration chunk into chunks of their own, which the
 * home route would load too.
 */
export interface PageEngine {
  queryClient: QueryClient;
  endpointKey: typeof endpointKey;
  /** Fetches an endpoint revalidating what the browser holds (it changed on the server). */
  fetchFresh: (endpoint: EndpointId) => Promise<EndpointData>;
  /** The notice's texts in the page's language; English when not given. */
  texts?: Catalogue["LIVE_TEXT"] | undefined;
}

/** A fetch that failed is tried again this long after (doubled each time), a few times. */
const retryMs = 2_000;
const retries = 4;

/**
 * What the server has that the page does not show yet. Told which endpoints changed, it
 * fetches those the page shows (react-query's active feed queries) and keeps the answers
 * aside: nothing moves on screen. `count` is how many of their articles (by link) the page
 * does not show; `apply()` hands the kept answers to react-query, which renders them.
 *
 * No change is lost (issue 45): an event is the only word the page gets of it, so a fetch
 * that fails is tried again, an answer that arrives after the reader applied is asked for
 * again (rather than dropped), and of two requests for one endpoint only the later's answer
 * is kept.
 */
export class LiveUpdates {
  private readonly kept = new Map<EndpointId, EndpointData>();
  private readonly listeners = new Set<() => void>();
  private generation = 0;
  /** The latest request for each endpoint (a number per request). */
  private readonly asked = new Map<EndpointId, number>();
  private asks = 0;
  count = 0;

  private readonly queryClient: QueryClient;

  constructor(private readonly engine: PageEngine) {
    this.queryClient = engine.queryClient;
  }

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getCount = (): number => this.count;

  /** Endpoints that changed on the server; "all" after a reset (the events missed are gone). */
  async changed(endpoints: readonly EndpointId[] | "all", attempt = 0): Promise<void> {
    const shown = this.shownEndpoints();
    // An edition the server has nothing of shows (and the API answers) its endpoint's
    // articles: a change of the endpoint is one of the edition's.
    const wanted =
      endpoints === "all"
        ? shown
        : shown.filter(
            (id) => endpoints.includes(id) || endpoints.includes(editionOf(id).endpoint),
          );
    if (wanted.length === 0) return;
    const generation = this.generation;
    const ask = ++this.asks;
    for (const id of wanted) this.asked.set(id, ask);
    const answers = await Promise.allSettled(wanted.map((id) => this.engine.fetchFresh(id)));
    // Applied meanwhile: these answers may be older than what is on screen now, or newer.
    if (generation !== this.generation) return this.changed(wanted);
    const failed: EndpointId[] = [];
    for (const [i, answer] of answers.entries()) {
      const id = wanted[i] as EndpointId;
      // A later request is under way or answered: this answer may be older than its.
      if (this.asked.get(id) !== ask) continue;
      if (answer.status === "fulfilled") this.kept.set(id, answer.value);
      else failed.push(id);
    }
    this.recount();
    if (failed.length > 0 && attempt < retries)
      setTimeout(() => void this.changed(failed, attempt + 1), retryMs * 2 ** attempt);
  }

  /** Shows what was kept (the reader asked for it). */
  apply = (): void => {
    this.generation++;
    for (const [id, data] of this.kept)
      this.queryClient.setQueryData(this.engine.endpointKey(id), data);
    this.kept.clear();
    this.recount();
  };

  private shownEndpoints(): EndpointId[] {
    return this.queryClient
      .getQueryCache()
      .findAll({ queryKey: this.engine.endpointKey("").slice(0, 1), type: "active" })
      .map((query) => query.queryKey[1] as EndpointId);
  }

  private recount(): void {
    const onScreen = new Set<string>();
    for (const id of this.shownEndpoints())
      for (const article of this.queryClient.getQueryData<EndpointData>(this.engine.endpointKey(id))
        ?.articles ?? [])
        onScreen.add(article.link);
    const fresh = new Set<string>();
    for (const data of this.kept.values())
      for (const article of data.articles) if (!onScreen.has(article.link)) fresh.add(article.link);
    if (fresh.size === this.count) return;
    this.count = fresh.size;
    for (const listener of this.listeners) listener();
  }
}
