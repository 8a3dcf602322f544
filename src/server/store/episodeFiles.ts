import type { Chapter } from "../../shared/episode.ts";
import type { Cue } from "../../shared/transcript.ts";
import { decodeFeedText } from "../feeds/decodeFeedText.ts";
import { type FetchLimits, fetchUpstream } from "../feeds/fetchUpstream.ts";
import type { NetworkPolicy } from "../feeds/privateNetworks.ts";
import { readChapters } from "../feeds/readChapters.ts";
import { readTranscript } from "../feeds/readTranscript.ts";

/** A transcript or chapters file is text: far smaller than a feed. */
const maxFileBytes = 2 * 1024 * 1024;
/** How long a fetched file (or its failure) is kept before it is asked again. */
const keepMs = 6 * 3600_000;
const failedKeepMs = 10 * 60_000;
const maxKept = 300;

export type FileResult<T> = { ok: true; value: T } | { ok: false; error: string };

interface Kept {
  at: number;
  result: Promise<FileResult<unknown>>;
}

/**
 * An episode's transcript and chapters files (issue 46), fetched by the server with the
 * feeds' fetcher (SSRF guard, timeouts, caps; here 2 MiB), validated, cached for hours and
 * served from our origin: the publishers' hosts seldom send CORS headers, and a reader's
 * browser never contacts them for these. A URL named in feed content is not trusted to
 * reach a private network.
 */
export class EpisodeFiles {
  readonly #kept = new Map<string, Kept>();

  constructor(
    private readonly options: {
      limits: FetchLimits;
      network: NetworkPolicy;
      now?: () => number;
      /** False when OFFLINE: nothing is fetched. */
      online: boolean;
      /** The site's own file at a path (the offline sample show's files), read, not fetched. */
      ownFile?: (path: string) => Buffer | undefined;
    },
  ) {}

  transcript(url: string, type: string): Promise<FileResult<Cue[]>> {
    return this.#get(`t ${url}`, url, (text) => readTranscript(type, text)) as Promise<
      FileResult<Cue[]>
    >;
  }

  chapters(url: string): Promise<FileResult<Chapter[]>> {
    return this.#get(`c ${url}`, url, async (text) => readChapters(text, url)) as Promise<
      FileResult<Chapter[]>
    >;
  }

  #get(key: string, url: string, read: (text: string) => Promise<unknown>) {
    const now = (this.options.now ?? Date.now)();
    const kept = this.#kept.get(key);
    if (kept && now - kept.at < keepMs) return kept.result;
    const result = this.#fetch(url, read);
    this.#kept.delete(key);
    this.#kept.set(key, { at: now, result });
    // A failure is asked again sooner; the oldest entries go first past the cap.
    void result.then((value) => {
      if (!value.ok) this.#kept.set(key, { at: now - keepMs + failedKeepMs, result });
    });
    for (const oldest of this.#kept.keys()) {
      if (this.#kept.size <= maxKept) break;
      this.#kept.delete(oldest);
    }
    return result;
  }

  async #fetch(url: string, read: (text: string) => Promise<unknown>) {
    if (url.startsWith("/")) {
      const own = this.options.ownFile?.(url);
      if (!own) return { ok: false, error: "no such file" } as const;
      try {
        return { ok: true, value: await read(own.toString("utf8")) } as const;
      } catch (error) {
        return { ok: false, error: (error as Error).message } as const;
      }
    }
    if (!this.options.online) return { ok: false, error: "offline" } as const;
    try {
      const response = await fetchUpstream(url, {
        validators: {},
        limits: { ...this.options.limits, maxBytes: maxFileBytes },
        network: this.options.network,
        accept: "text/vtt, application/x-subrip, application/json, text/plain;q=0.8, */*;q=0.5",
        trustPrivateUrl: false,
        ...(this.options.now ? { now: this.options.now } : {}),
      });
      if (response.kind !== "ok") return { ok: false, error: "not modified" } as const;
      const text = decodeFeedText(response.body, response.contentType);
      return { ok: true, value: await read(text) } as const;
    } catch (error) {
      return { ok: false, error: (error as Error).message } as const;
    }
  }
}
