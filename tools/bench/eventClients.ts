/**
 * A child process of the live events benchmark holding many event streams of the server
 * (so the server's figures are not mixed with the clients'). Commands over IPC:
 * `{ open: <count> }` opens that many streams (answers `{ opened, refused }`); every data
 * event is reported once all streams have it, or 5 s after its first arrival, as
 * `{ id, endpoints, arrivals }` (epoch ms per stream that got it). Streams ending are counted
 * (`{ ended }` every time one ends).
 */
import { Agent, request } from "node:http";

const url = process.argv[2] ?? "";
const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
const now = () => performance.timeOrigin + performance.now();

let open = 0;
let ended = 0;
const events = new Map<
  string,
  { endpoints: string[]; arrivals: number[]; timer: NodeJS.Timeout }
>();

function report(id: string) {
  const event = events.get(id);
  if (!event) return;
  clearTimeout(event.timer);
  events.delete(id);
  process.send?.({ id, endpoints: event.endpoints, arrivals: event.arrivals });
}

function arrived(id: string, data: string, at: number) {
  let event = events.get(id);
  if (!event) {
    const endpoints = Object.keys((JSON.parse(data) as { endpoints: object }).endpoints);
    event = { endpoints, arrivals: [], timer: setTimeout(() => report(id), 5_000) };
    events.set(id, event);
  }
  event.arrivals.push(at);
  if (event.arrivals.length >= open) report(id);
}

function openOne(): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(url, { agent }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return resolve(false);
      }
      open++;
      resolve(true);
      let buffer = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        const at = now();
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (id && data && !/^event:/m.test(block)) arrived(id, data, at);
          end = buffer.indexOf("\n\n");
        }
      });
      response.on("close", () => {
        open--;
        ended++;
        process.send?.({ ended });
      });
    });
    req.on("error", () => resolve(false));
    req.end();
  });
}

process.on("message", async (message: { open?: number }) => {
  if (message.open === undefined) return;
  let opened = 0;
  let refused = 0;
  // In batches, as tabs would arrive: not 5,000 connects in one tick.
  for (let i = 0; i < message.open; i += 100) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(100, message.open - i) }, () => openOne()),
    );
    for (const ok of batch) ok ? opened++ : refused++;
  }
  process.send?.({ opened, refused });
});
process.send?.({ ready: true });
