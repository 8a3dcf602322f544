/** The baseline: a bare node:http server answering every request with the same prepared bytes. */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [bodyFile, headersJson, port] = process.argv.slice(2);
const body = readFileSync(bodyFile as string);
const headers = JSON.parse(headersJson as string) as Record<string, string>;
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(port), "127.0.0.1", () => console.log("bare server ready"));
