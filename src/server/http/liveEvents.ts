import type { ServerResponse } from "node:http";
import type { EndpointId } from "../../shared/endpoints.ts";
import { jsonEtag } from "../responses/preparedResponse.ts";
import type { FeedStore } from "../store/feedStore.ts";

export interface LiveEventsOptions {
  /** A comment on every stream this often, so proxies and NATs keep it open (25 s). */
  heartbeatMs: number;
  /** Streams one client address may hold (tabs); more are refused (429). */
  perIp: number;
  /** The server's socket cap: streams keep a tenth of it free for pages and the API. */
  maxConnections: number;
  /** The headers every response carries (securityHeaders.ts). */
  securityHeaders: Record<string, string>;
  /**
   * Changes go out as one event once none came for `quietMs`, or `maxWaitMs` after the
   * first (a refresh round, a rescoring of every endpoint, a follower's read-back).
   */
  quietMs?: number;
  maxWaitMs?: number;
  /** Events kept for `Last-Event-ID` resume; an older id gets a "reset" event. */
  ringSize?: number;
  /** The clock of change times (`after`); pages stamp their data with Date.now too. */
  now?: () => number;
}

/** Why a stream is refused, as an HTTP status and message; undefined: admitted. */
export type Refusal = { status: 429 | 503; message: string } | undefined;

/** What a client reconnecting after an unknown or too old event id must do: check everything. */
const resetEvent = "reset";

/** A reader this far behind (bytes not yet taken by its socket) is cut: it reconnects later. */
const maxBacklogBytes = 64 * 1024;

/**
 * Live updates over Server-Sent Events (issue 26). The store's change notifications are
 * gathered (see `quietMs`) and sent as one event to every open stream: its id and
 * `{"endpoints": {"<id>": "<ETag>" | null}}` (null: the endpoint serves nothing now), never
 * article bodies. The text of an event is built once, whatever the number of streams. The
 * last `ringSize` events are kept, so a client reconnecting with `Last-Event-ID` gets what
 * it missed, or a "reset" event when its id is too old or from another process. A page
 * opening its first stream says when its data was read instead (`after`, see `open`). One
 * timer writes the heartbeat to every stream. Instances following a shared PostgreSQL apply what
 * they read through the same store calls, so they send the same events.
 */
export class LiveEvents {
  private readonly streams = new Map<ServerResponse, string>();
  private readonly perAddress = new Map<string, number>();
  /** Each kept event with when each endpoint it names last changed (for `after`). */
  private readonly ring: { seq: number; text: string; changedAt: Map<EndpointId, number> }[] = [];
  /** Ids name this process: an id from before a restart (or another instance) is a reset. */
  private readonly boot = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  private seq = 0;
  /** Endpoints changed since the last event, with the time of their latest change. */
  private readonly pending = new Map<EndpointId, number>();
  /**
   * Changes at or before this time are no longer known: those before this instance
   * existed, then those of events dropped from the ring.
   */
  private forgottenUntil: number;
  private flushTimer: NodeJS.Timeout | undefined;
  private firstPending = 0;
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly quietMs: number;
  private readonly maxWaitMs: number;
  private readonly ringSize: number;
  private readonly now: () => number;

  constructor(
    /** Its change notifications and the responses they name (a FeedStore). */
    private readonly store: Pick<FeedStore, "onChange" | "response">,
    private readonly options: LiveEventsOptions,
  ) {
    this.quietMs = options.quietMs ?? 250;
    this.maxWaitMs = options.maxWaitMs ?? 2_000;
    this.ringSize = options.ringSize ?? 256;
    this.now = options.now ?? Date.now;
    this.forgottenUntil = this.now();
    // Nothing but bookkeeping and a timer here: the event never waits for other listeners'
    // work (pages are re-rendered after, apart, in the render thread).
    store.onChange((id) => this.changed(id));
  }

  readonly contentType = "text/event-stream; charset=utf-8";

  /** Open streams now. */
  get size(): number {
    return this.streams.size;
  }

  /** The id of the last event sent (what a client has seen when it connects). */
  get lastId(): string {
    return `${this.boot}.${this.seq}`;
  }

  /** Whether a stream from this address may open now. */
  refusal(address: string): Refusal {
    if (this.closed) return { status: 503, message: "The server is shutting down" };
    if (this.streams.size >= Math.floor(this.options.maxConnections * 0.9))
      return { status: 503, message: "Too many live update streams" };
    if ((this.perAddress.get(address) ?? 0) >= this.options.perIp)
      return { status: 429, message: "Too many live update streams from this address" };
    return undefined;
  }

  /**
   * Starts a stream on a response nothing else writes to: headers, the reconnection delay
   * (spread, so that a restart is not followed by every client at once), then what a client
   * resuming from `lastEventId` missed, or the current id. A page's first stream has no id:
   * `after` (ms) is when the page's data was read (its rendering), and the stream starts
   * with the endpoints changed since, as one event. A page rendered before a change (kept
   * by the service worker, served while the server re-rendered it, or still hydrating when
   * the change was sent) would otherwise never hear of it.
   */
  open(
    response: ServerResponse,
    address: string,
    lastEventId: string | undefined,
    after?: number,
  ): void {
    // Gone already: its close has been emitted, and would never release the stream.
    if (!response.socket || response.socket.destroyed) return;
    response.writeHead(200, {
      ...this.options.securityHeaders,
      "content-type": this.contentType,
      // no-transform: a proxy must not compress (and so buffer) the stream.
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    });
    const retryMs = 2_000 + Math.floor(Math.random() * 3_000);
    const catchUp =
      lastEventId === undefined && after !== undefined
        ? this.changedSince(after)
        : this.catchUp(lastEventId);
    response.write(`retry: ${retryMs}\n\n${catchUp}`);
    this.streams.set(response, address);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    response.once("close", () => this.forget(response));
    this.heartbeat ??= setInterval(() => this.send(":\n\n"), this.options.heartbeatMs).unref();
  }

  /** Ends every stream and refuses new ones (shutdown): clients reconnect elsewhere. */
  close(): void {
    this.closed = true;
    clearTimeout(this.flushTimer);
    // Each socket is closed once its last bytes are handed over: the drain then waits
    // neither for clients to close their side nor for the grace period.
    for (const response of [...this.streams.keys()]) {
      const socket = response.socket;
      response.end(() => socket?.destroy());
    }
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private catchUp(lastEventId: string | undefined): string {
    const current = `id: ${this.lastId}\n\n`;
    if (!lastEventId) return current;
    const [boot, seqText] = lastEventId.split(".");
    const seen = Number(seqText);
    const oldest = this.ring[0]?.seq ?? this.seq + 1;
    if (boot !== this.boot || !Number.isInteger(seen) || seen > this.seq || seen < oldest - 1)
      return this.reset();
    return this.ring
      .filter((event) => event.seq > seen)
      .map((event) => event.text)
      .join("");
  }

  /**
   * One event naming every endpoint changed at or after `after` (their current ETags), or
   * just the current id; a reset when changes since then may have been forgotten. Changes
   * not sent yet follow in the next event, as for every stream.
   */
  private changedSince(after: number): string {
    if (after <= this.forgottenUntil) return this.reset();
    const ids = new Set<EndpointId>();
    for (const event of this.ring)
      for (const [id, at] of event.changedAt) if (at >= after) ids.add(id);
    if (ids.size === 0) return `id: ${this.lastId}\n\n`;
    return `id: ${this.lastId}\ndata: ${JSON.stringify({ endpoints: this.etags(ids) })}\n\n`;
  }

  private reset(): string {
    return `event: ${resetEvent}\nid: ${this.lastId}\ndata: {}\n\n`;
  }

  /** What each endpoint serves now: its ETag, or null when it serves nothing. */
  private etags(ids: Iterable<EndpointId>): Record<string, string | null> {
    const endpoints: Record<string, string | null> = {};
    for (const id of ids) {
      const response = this.store.response(id);
      endpoints[id] = response?.available ? jsonEtag(response.json) : null;
    }
    return endpoints;
  }

  private changed(id: EndpointId): void {
    if (this.closed) return;
    const now = this.now();
    if (this.pending.size === 0) this.firstPending = now;
    this.pending.set(id, now);
    clearTimeout(this.flushTimer);
    const wait = Math.min(this.quietMs, this.firstPending + this.maxWaitMs - now);
    this.flushTimer = setTimeout(() => this.flush(), Math.max(0, wait)).unref();
  }

  private flush(): void {
    this.flushTimer = undefined;
    const endpoints = this.etags(this.pending.keys());
    const changedAt = new Map(this.pending);
    this.pending.clear();
    this.seq += 1;
    const text = `id: ${this.lastId}\ndata: ${JSON.stringify({ endpoints })}\n\n`;
    this.ring.push({ seq: this.seq, text, changedAt });
    if (this.ring.length > this.ringSize) {
      const dropped = this.ring.shift();
      for (const at of dropped?.changedAt.values() ?? [])
        this.forgottenUntil = Math.max(this.forgottenUntil, at);
    }
    this.send(text);
  }

  private send(text: string): void {
    // Encoded once for every stream.
    const bytes = Buffer.from(text);
    for (const response of this.streams.keys()) {
      if (response.writableLength > maxBacklogBytes) response.destroy();
      else response.write(bytes);
    }
  }

  private forget(response: ServerResponse): void {
    const address = this.streams.get(response);
    if (address === undefined) return;
    this.streams.delete(response);
    const left = (this.perAddress.get(address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(address, left);
    else this.perAddress.delete(address);
    if (this.streams.size === 0) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }
}
