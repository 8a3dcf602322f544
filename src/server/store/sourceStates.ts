import type { PersistedSource } from "../../shared/persistedSource.ts";
import { validText } from "../../shared/validText.ts";
import type { SourceItem } from "../feeds/normalizeFeed.ts";
import type { Validators } from "../feeds/validators.ts";

/** What the server knows about one upstream feed URL (shared by every endpoint using it). */
export interface SourceState {
  url: string;
  /** The User-Agent this source is fetched with, when the config sets its own. */
  userAgent: string | undefined;
  /** Last good items; null until the source has succeeded once (here or before a restart). */
  items: SourceItem[] | null;
  validators: Validators;
  lastAttempt: string | null;
  lastSuccess: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  /** When the refresher plans the next attempt (ISO), if it runs. */
  nextAttempt: string | null;
  /** Failures since the last success; the refresher backs off exponentially on them. */
  consecutiveFailures: number;
  /** The URL that last answered, after redirects (null until one did). */
  finalUrl: string | null;
  /** The shortest refresh interval among the endpoints reading this source. */
  refreshMinutes: number;
  /** The largest item cap among the endpoints reading this source. */
  maxItems: number;
  /**
   * The language of an edition's source (issue 38): its items that declare none are in it.
   * Undefined for the English sources, whose items keep what their feed declares.
   */
  language: string | undefined;
}

/** How one attempt at a source ended. */
export type RefreshOutcome =
  | { kind: "updated"; items: SourceItem[]; validators: Validators; finalUrl: string }
  | { kind: "notModified"; finalUrl: string }
  /** Of any kind: the last good items stay. `finalUrl`: the URL that answered, if one did. */
  | { kind: "failed"; message: string; finalUrl: string | null };

/** One refresh of one source, committed whole by `FeedStore.commit`. */
export interface SourceRefresh {
  url: string;
  attemptedAt: string;
  finishedAt: string;
  outcome: RefreshOutcome;
  /** When the next attempt is planned; undefined leaves the plan as it is. */
  nextAttempt?: string | null;
}

/** Every configured source's state, by URL: its last good items and how its attempts went. */
export class SourceStates {
  private readonly states = new Map<string, SourceState>();

  /**
   * Adds a source an endpoint reads, refreshed every `refreshMinutes` for `maxItems`;
   * `language`: the edition it is read for, if any.
   */
  add(
    { url, userAgent }: { url: string; userAgent?: string | undefined },
    { refreshMinutes, maxItems }: { refreshMinutes: number; maxItems: number },
    language?: string,
  ): void {
    const known = this.states.get(url);
    // A source read by several endpoints: refreshed as often, and as deep, as any needs.
    if (known) {
      known.refreshMinutes = Math.min(known.refreshMinutes, refreshMinutes);
      known.maxItems = Math.max(known.maxItems, maxItems);
      // Read in two languages (or by an English endpoint too): its feed's word only.
      if (known.language !== language) known.language = undefined;
      return;
    }
    this.states.set(url, {
      url,
      userAgent,
      items: null,
      validators: {},
      lastAttempt: null,
      lastSuccess: null,
      lastError: null,
      lastErrorAt: null,
      nextAttempt: null,
      consecutiveFailures: 0,
      finalUrl: null,
      refreshMinutes,
      maxItems,
      language,
    });
  }

  get(url: string): SourceState | undefined {
    return this.states.get(url);
  }

  require(url: string): SourceState {
    const state = this.states.get(url);
    if (!state) throw new Error(`unknown source ${url}`);
    return state;
  }

  urls(): string[] {
    return [...this.states.keys()];
  }

  values(): IterableIterator<SourceState> {
    return this.states.values();
  }

  get size(): number {
    return this.states.size;
  }

  /**
   * Records one refresh: new good items replace the last; a 304 moves only the success time;
   * a failure keeps the last good items and records why. True when the items changed.
   */
  commit({ url, attemptedAt, finishedAt, outcome, nextAttempt }: SourceRefresh): boolean {
    const state = this.require(url);
    state.lastAttempt = attemptedAt;
    if (nextAttempt !== undefined) state.nextAttempt = nextAttempt;
    if (outcome.kind === "failed") {
      Object.assign(state, {
        // Parser messages may quote the feed (a JSON error quotes its text, cut anywhere).
        lastError: validText(outcome.message),
        lastErrorAt: finishedAt,
        consecutiveFailures: state.consecutiveFailures + 1,
        finalUrl: outcome.finalUrl,
      });
      return false;
    }
    Object.assign(state, {
      lastSuccess: finishedAt,
      lastError: null,
      lastErrorAt: null,
      consecutiveFailures: 0,
      finalUrl: outcome.finalUrl,
    });
    if (outcome.kind === "notModified") return false;
    Object.assign(state, {
      items: inLanguage(outcome.items, state.language),
      validators: outcome.validators,
    });
    return true;
  }

  /** Plans a source's next attempt (shown in the status). */
  setNextAttempt(url: string, at: string | null): void {
    this.require(url).nextAttempt = at;
  }

  /** Takes back what was persisted for the sources still configured (their items count as live). */
  restore(persisted: Iterable<PersistedSource>): void {
    for (const { url, items, validators, lastSuccess } of persisted) {
      const state = this.states.get(url);
      if (state)
        Object.assign(state, {
          items: inLanguage(items, state.language),
          validators,
          lastSuccess,
        });
    }
  }
}

/**
 * An edition source's items with its language where their feed declares none, so that
 * cards, stories and coverage know it (what is persisted stays as the feed said).
 */
function inLanguage(items: SourceItem[], language: string | undefined): SourceItem[] {
  if (language === undefined || items.every((item) => item.article.language)) return items;
  return items.map((item) =>
    item.article.language ? item : { ...item, article: { ...item.article, language } },
  );
}
