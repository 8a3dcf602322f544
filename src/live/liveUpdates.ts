import type { QueryClient } from "@tanstack/react-query";
import type { endpointKey } from "../engine/endpointQueries.ts";
import type { Catalogue } from "../shared/catalogue.ts";
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

/**
 * What the server has that the page does not show yet. Told which endpoints changed, it
 * fetches those the page shows (react-query's active feed queries) and keeps the answers
 * aside: nothing moves on screen. `count` is how many of their articles (by link) the page
 * does not show; `apply()` hands the kept answers to react-query, which renders them.
 */
export class LiveUpdates {
  private readonly kept = new Map<EndpointId, EndpointData>();
  private readonly listeners = new Set<() => void>();
  private generation = 0;
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
  async changed(endpoints: readonly EndpointId[] | "all"): Promise<void> {
    const shown = this.shownEndpoints();
    const wanted = endpoints === "all" ? shown : shown.filter((id) => endpoints.includes(id));
    if (wanted.length === 0) return;
    const generation = this.generation;
    const answers = await Promise.allSettled(wanted.map((id) => this.engine.fetchFresh(id)));
    // Applied meanwhile: these answers may be older than what is on screen now.
    if (generation !== this.generation) return;
    for (const [i, answer] of answers.entries())
      if (answer.status === "fulfilled") this.kept.set(wanted[i] as EndpointId, answer.value);
    this.recount();
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
