import type { Socket } from "node:net";
import type { RenderedDocument } from "./renderDocument.ts";
import type { RenderRequest } from "./renderRequest.ts";

/**
 * Who asked for a rendering: a request whose connection may go before it is its turn, and
 * the reader's address (behind a trusted proxy, not the proxy's).
 */
export interface RenderClient {
  socket: Socket;
  address: string;
}

/** A rendering refused because the queue is full for this client: answer 503 + Retry-After. */
export class RenderBusy extends Error {
  constructor() {
    super("too many pages waiting to be rendered");
  }
}

/** A rendering dropped because every client that asked for it has gone. */
export class RenderDropped extends Error {
  constructor() {
    super("every client asking for this page has gone");
  }
}

/**
 * The queue's bounds: renderings waiting for one connection, for one address, and in all.
 * A page renders in 5–30 ms, so a reader waits at most some hundreds of milliseconds behind
 * the others, and never behind one client's flood.
 */
export interface RenderQueueLimits {
  perSocket: number;
  perAddress: number;
  total: number;
}

export const defaultRenderQueueLimits: RenderQueueLimits = {
  perSocket: 4,
  perAddress: 32,
  total: 128,
};

interface Task {
  /** Its key, or a symbol of its own when it shares its rendering with none. */
  key: string | symbol;
  request: RenderRequest;
  /** Clients waiting for it; none (for a shared page) means it is wanted whoever asks. */
  clients: Set<Socket>;
  shared: boolean;
  resolve(document: RenderedDocument): void;
  reject(error: Error): void;
  promise: Promise<RenderedDocument>;
}

/**
 * Orders the renderings of the one render thread. Pages every reader shares (a route, in
 * any language, and the not-found page) go first, in order. One-off renderings (a sort or
 * page variant, a story) take turns between connections, so one connection's thousand
 * pipelined requests wait behind other readers', not in front of them; each is bounded
 * (`RenderQueueLimits`), past which the caller is told `RenderBusy` at once. Requests for
 * the same page wait for one rendering; a rendering whose clients have all disconnected is
 * dropped before it starts. One rendering runs at a time, so the thread is never handed
 * work it cannot drop.
 */
export class RenderQueue {
  private readonly shared: Task[] = [];
  /** One-off renderings by connection, in turn order (a Map keeps insertion order). */
  private readonly bySocket = new Map<Socket, Task[]>();
  private readonly waiting = new Map<string | symbol, Task>();
  private readonly perAddress = new Map<string, number>();
  /** The reader's address of each connection with renderings waiting. */
  private readonly addressOf = new WeakMap<Socket, string>();
  /** The waiting tasks each connection asked for: one `close` listener per connection. */
  private readonly joined = new Map<Socket, Set<Task>>();
  private oneOffCount = 0;
  private running = false;

  constructor(
    private readonly render: (request: RenderRequest) => Promise<RenderedDocument>,
    private readonly limits: RenderQueueLimits = defaultRenderQueueLimits,
  ) {}

  /** Renderings waiting (not the running one). */
  get size(): number {
    return this.shared.length + this.oneOffCount;
  }

  /**
   * Renders `request` when its turn comes; requests with the same `key` share one rendering
   * (none: its own). `client`: a one-off rendering for this request's connection; none: a
   * shared page.
   */
  submit(
    key: string | undefined,
    request: RenderRequest,
    client?: RenderClient,
  ): Promise<RenderedDocument> {
    const queued = key === undefined ? undefined : this.waiting.get(key);
    if (queued) {
      if (client && queued.clients.size > 0) this.join(queued, client);
      else if (!client && !queued.shared) this.promote(queued);
      return queued.promise;
    }
    if (client) {
      const socket = client.socket;
      if (socket.destroyed) return Promise.reject(new RenderDropped());
      if (
        this.oneOffCount >= this.limits.total ||
        (this.perAddress.get(client.address) ?? 0) >= this.limits.perAddress ||
        (this.bySocket.get(socket)?.length ?? 0) >= this.limits.perSocket
      )
        return Promise.reject(new RenderBusy());
    }
    let resolve!: (document: RenderedDocument) => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<RenderedDocument>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const task: Task = {
      key: key ?? Symbol(request.url),
      request,
      clients: new Set(),
      shared: !client,
      resolve,
      reject,
      promise,
    };
    this.waiting.set(task.key, task);
    if (client) this.join(task, client);
    else this.shared.push(task);
    this.next();
    return promise;
  }

  /** A waiting one-off rendering is also wanted by `socket` (counted once per socket). */
  private join(task: Task, { socket, address }: RenderClient): void {
    if (task.clients.has(socket)) return;
    this.addressOf.set(socket, address);
    task.clients.add(socket);
    if (task.clients.size === 1) {
      let tasks = this.bySocket.get(socket);
      if (!tasks) {
        tasks = [];
        this.bySocket.set(socket, tasks);
      }
      tasks.push(task);
      this.oneOffCount++;
      this.countAddress(socket, 1);
    }
    let tasks = this.joined.get(socket);
    if (!tasks) {
      tasks = new Set();
      this.joined.set(socket, tasks);
      socket.once("close", () => {
        for (const task of this.joined.get(socket) ?? []) this.left(task, socket);
        this.joined.delete(socket);
      });
    }
    tasks.add(task);
  }

  /** A shared page was asked for while a client's rendering of it waits: it goes first. */
  private promote(task: Task): void {
    this.forget(task);
    task.clients.clear();
    task.shared = true;
    this.shared.push(task);
  }

  private left(task: Task, socket: Socket): void {
    if (!task.clients.delete(socket) || task.clients.size > 0 || task.shared) return;
    if (this.waiting.get(task.key) !== task) return; // running or done already
    this.forget(task);
    this.waiting.delete(task.key);
    task.reject(new RenderDropped());
  }

  /** Removes a one-off task from its first client's turn list. */
  private forget(task: Task): void {
    for (const [socket, tasks] of this.bySocket) {
      const index = tasks.indexOf(task);
      if (index === -1) continue;
      tasks.splice(index, 1);
      if (tasks.length === 0) this.bySocket.delete(socket);
      this.oneOffCount--;
      this.countAddress(socket, -1);
      return;
    }
  }

  private countAddress(socket: Socket, delta: number): void {
    const address = this.addressOf.get(socket) ?? "";
    const count = (this.perAddress.get(address) ?? 0) + delta;
    if (count > 0) this.perAddress.set(address, count);
    else this.perAddress.delete(address);
  }

  /** The next task: a shared page, else the first of the connection whose turn it is. */
  private take(): Task | undefined {
    const shared = this.shared.shift();
    if (shared) return shared;
    for (const [socket, tasks] of this.bySocket) {
      const task = tasks.shift();
      this.bySocket.delete(socket);
      // Its next request waits for the other connections' turns.
      if (tasks.length > 0) this.bySocket.set(socket, tasks);
      if (!task) continue;
      this.oneOffCount--;
      this.countAddress(socket, -1);
      return task;
    }
    return undefined;
  }

  private next(): void {
    if (this.running) return;
    const task = this.take();
    if (!task) return;
    this.waiting.delete(task.key);
    for (const socket of task.clients) this.joined.get(socket)?.delete(task);
    this.running = true;
    this.render(task.request)
      .then(task.resolve, task.reject)
      .finally(() => {
        this.running = false;
        this.next();
      });
  }
}
