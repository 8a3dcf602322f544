/** A Server-Sent Events client over real HTTP that keeps every block it read, for assertions. */
import { type IncomingHttpHeaders, request } from "node:http";

/** One block of the stream: its fields as sent (a comment block has only `comment`). */
export interface StreamBlock {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

export interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every block read so far, in order. */
  blocks: StreamBlock[];
  /** Resolves with the first block from index `from` on that matches, within `ms`. */
  next(match: (block: StreamBlock) => boolean, from?: number, ms?: number): Promise<StreamBlock>;
  /** Resolves when the server ends the stream (or the socket closes). */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(text: string): StreamBlock {
  const block: StreamBlock = {};
  for (const line of text.split("\n")) {
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "") block.comment = value;
    else if (field === "data")
      block.data = block.data === undefined ? value : `${block.data}\n${value}`;
    else if (field === "id" || field === "event" || field === "retry") block[field] = value;
  }
  return block;
}

/** Opens `url` as an event stream; non-200 answers resolve too (with no blocks). */
export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { accept: "text/event-stream", ...headers } },
      (response) => {
        const blocks: StreamBlock[] = [];
        const waiters = new Set<() => void>();
        let buffer = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf("\n\n");
          while (end !== -1) {
            blocks.push(parseBlock(buffer.slice(0, end)));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf("\n\n");
          }
          for (const wake of waiters) wake();
        });
        const ended = new Promise<void>((done) => {
          response.once("end", done);
          response.once("close", done);
          response.once("error", () => done());
        });
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          blocks,
          ended,
          close: () => req.destroy(),
          next: (match, from = 0, ms = 5_000) =>
            new Promise((found, fail) => {
              const look = () => {
                const block = blocks.slice(from).find(match);
                if (!block) return false;
                waiters.delete(check);
                clearTimeout(timer);
                found(block);
                return true;
              };
              const check = () => void look();
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`no matching block within ${ms} ms; got ${JSON.stringify(blocks)}`));
              }, ms);
              if (!look()) waiters.add(check);
            }),
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The endpoints an event names, with their ETags. */
export function changedEndpoints(block: StreamBlock): Record<string, string | null> {
  return (JSON.parse(block.data ?? "{}") as { endpoints: Record<string, string | null> }).endpoints;
}
