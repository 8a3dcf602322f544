import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import { etagOf, type PreparedBody } from "../responses/preparedResponse.ts";

/**
 * A page document's bytes, compressed once per rendering: brotli 9 and gzip 9 (a page is
 * rendered when its data changes, then served many times; brotli 11 would cost about ten
 * times the CPU for a few percent).
 */
const brotliOptions = (size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});
const gzipOptions = { level: 9 };

/** In the render thread, where blocking is what it is for. */
export function pageBodySync(identity: Buffer): PreparedBody {
  return pageBody(
    identity,
    brotliCompressSync(identity, brotliOptions(identity.length)),
    gzipSync(identity, gzipOptions),
  );
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** On the main thread: zlib's callback API compresses on libuv's thread pool. */
export async function pageBodyAsync(identity: Buffer): Promise<PreparedBody> {
  const [br, gz] = await Promise.all([
    brotliAsync(identity, brotliOptions(identity.length)),
    gzipAsync(identity, gzipOptions),
  ]);
  return pageBody(identity, br, gz);
}

function pageBody(identity: Buffer, br: Buffer, gz: Buffer): PreparedBody {
  const body: PreparedBody = { identity, etag: etagOf(identity) };
  if (br.length < identity.length) body.br = br;
  if (gz.length < identity.length) body.gzip = gz;
  return body;
}
