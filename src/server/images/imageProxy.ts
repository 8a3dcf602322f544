import pLimit, { type LimitFunction } from "p-limit";
import { FetchError } from "../feeds/fetchError.ts";
import { type FetchLimits, fetchUpstream } from "../feeds/fetchUpstream.ts";
import { defaultNetworkPolicy, type NetworkPolicy } from "../feeds/privateNetworks.ts";
import type { ImageAddress } from "./imageAddress.ts";
import type { ImageSigner } from "./imageSigner.ts";
import { sniffImage } from "./sniffImage.ts";
import { ImageRejected, type OutputFormat, outputTypes, transformImage } from "./transformImage.ts";
import type { CachedVariant, VariantCache } from "./variantCache.ts";

export interface ImageProxyOptions {
  signer: ImageSigner;
  cache: VariantCache;
  limits: FetchLimits;
  network?: NetworkPolicy;
  /** Extra trusted certificate authorities (PEM) for image hosts. */
  ca?: string;
  /** Decoding refuses images with more pixels (decompression bombs). */
  maxPixels: number;
  /** How long a source that failed answers its failure without being fetched again. */
  failureTtlMs: number;
  /** Images resized at once (each on one libuv thread). */
  transformConcurrency: number;
  /** Source fetches at once, in all and per host. */
  fetchConcurrency: number;
  perHostConcurrency: number;
  /** A source failed (or works again): pages stop (or start again) linking it. */
  onFailure?: (source: string) => void;
  now?: () => number;
}

/**
 * What the route sends: the variant; a refusal (a bad signature); or the source's failure,
 * which visitors see as the placeholder for as long as it is remembered.
 */
export type ImageAnswer =
  | { kind: "image"; variant: CachedVariant; type: string }
  | { kind: "refused"; status: number; message: string }
  | { kind: "failed"; status: number; message: string; maxAgeSeconds: number };

interface Failure {
  status: number;
  message: string;
  until: number;
}

/** Sources whose failures are remembered at once; the oldest are forgotten first. */
const maxFailures = 10_000;

/** Originals kept in memory after a fetch: a few minutes, 32 MB in all. */
const originalTtlMs = 5 * 60_000;
const maxOriginalBytes = 32 * 1024 * 1024;

const fetchAccept = "image/avif,image/webp,image/jpeg,image/png,image/gif;q=0.9,*/*;q=0.1";

/** A variant's key in the cache and among the variants being made. */
const variantKey = (source: string, width: number, format: OutputFormat) =>
  `${format} ${width} ${source}`;

/** The output format for an `Accept` header: AVIF, else WebP, else JPEG. */
function negotiateFormat(accept: string | undefined): OutputFormat {
  const offered = new Set<string>();
  for (const part of (accept ?? "").toLowerCase().split(",")) {
    const [type, ...params] = part.split(";").map((piece) => piece.trim());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (type && !refused) offered.add(type);
  }
  if (offered.has("image/avif")) return "avif";
  if (offered.has("image/webp")) return "webp";
  return "jpeg";
}

/**
 * The image proxy: checks a link's signature, then answers from the disk cache, or fetches
 * the source through the feeds' guarded fetcher (SSRF guard on every hop, timeouts, size
 * cap; a URL from feed content is never trusted to name a private host), checks that its
 * bytes are a raster image and resizes it. Concurrent requests for one variant share one
 * piece of work, and for one source one fetch; a failure is remembered for
 * `failureTtlMs`, so a dead host costs one fetch, not one per visitor.
 */
export class ImageProxy {
  private readonly variants = new Map<string, Promise<ImageAnswer>>();
  private readonly fetches = new Map<string, Promise<Buffer>>();
  private readonly failures = new Map<string, Failure>();
  private readonly transforms: LimitFunction;
  /** Warming makes one variant at a time, so visitors' requests never wait behind many. */
  private readonly warming = pLimit(1);
  private readonly fetchSlots: LimitFunction;
  private readonly hosts = new Map<string, LimitFunction>();
  private readonly now: () => number;
  /** Originals fetched lately, so other widths and formats of them cost no second fetch. */
  private readonly originals = new Map<string, { bytes: Buffer; until: number }>();
  private originalBytes = 0;

  constructor(private readonly options: ImageProxyOptions) {
    this.transforms = pLimit(options.transformConcurrency);
    this.fetchSlots = pLimit(options.fetchConcurrency);
    this.now = options.now ?? Date.now;
  }

  /** Whether pages should link this source now (it has not failed lately). */
  failed(source: string): boolean {
    const failure = this.failures.get(source);
    return failure !== undefined && failure.until > this.now();
  }

  /** A cached variant's bytes; undefined when its file went (evicted meanwhile). */
  read(variant: CachedVariant): Promise<Buffer | undefined> {
    return this.options.cache.read(variant);
  }

  /** Answers a canonical image link (`parseImageAddress`) for a visitor accepting `accept`. */
  async answer(
    { signature, source, width }: ImageAddress,
    accept: string | undefined,
  ): Promise<ImageAnswer> {
    if (!this.options.signer.verify(signature, source))
      return { kind: "refused", status: 403, message: "invalid image signature" };
    const failure = this.failures.get(source);
    if (failure && failure.until > this.now())
      return {
        kind: "failed",
        status: failure.status,
        message: failure.message,
        maxAgeSeconds: Math.ceil((failure.until - this.now()) / 1000),
      };
    const format = negotiateFormat(accept);
    const key = variantKey(source, width, format);
    const cached = this.options.cache.get(key);
    if (cached) return { kind: "image", variant: cached, type: outputTypes[format] };
    return this.making(key, source, width, format);
  }

  /** The one piece of work making a variant, shared by everyone asking for it meanwhile. */
  private making(
    key: string,
    source: string,
    width: number,
    format: OutputFormat,
  ): Promise<ImageAnswer> {
    let pending = this.variants.get(key);
    if (!pending) {
      pending = this.make(key, source, width, format).finally(() => this.variants.delete(key));
      this.variants.set(key, pending);
    }
    return pending;
  }

  /** Whether a variant is made and kept (a visitor's request for it costs no work). */
  cached(source: string, width: number, format: OutputFormat): boolean {
    return this.options.cache.has(variantKey(source, width, format));
  }

  /**
   * Makes a variant before anyone asks for it (a page's lead image, so its first visitor
   * does not wait for the fetch and the resize): nothing when it is cached, failed lately
   * or being made. Errors are remembered as for a visitor's request, never thrown.
   */
  warm(source: string, width: number, format: OutputFormat): Promise<void> {
    const key = variantKey(source, width, format);
    const needed = () =>
      !this.failed(source) && !this.options.cache.has(key) && !this.variants.has(key);
    if (!needed()) return Promise.resolve();
    return this.warming(async () => {
      if (needed()) await this.making(key, source, width, format);
    });
  }

  private async make(
    key: string,
    source: string,
    width: number,
    format: OutputFormat,
  ): Promise<ImageAnswer> {
    try {
      const original = await this.fetchSource(source);
      if (!sniffImage(original)) throw new ImageRejected("not a raster image");
      const bytes = await this.transforms(() =>
        transformImage(original, { width, format, maxPixels: this.options.maxPixels }),
      );
      const variant = await this.options.cache.put(key, bytes, format);
      return { kind: "image", variant, type: outputTypes[format] };
    } catch (error) {
      return this.fail(source, error);
    }
  }

  /**
   * One fetch per source at a time, whatever widths and formats are asked of it; the bytes
   * are then kept a few minutes (at most `maxOriginalBytes` in all), since a page's visitors
   * ask for its images in several widths and formats at about the same time.
   */
  private fetchSource(source: string): Promise<Buffer> {
    const kept = this.originals.get(source);
    if (kept && kept.until > this.now()) return Promise.resolve(kept.bytes);
    let pending = this.fetches.get(source);
    if (!pending) {
      pending = this.fetchSlots(() => this.hostSlots(source)(() => this.download(source)))
        .then((bytes) => {
          this.keepOriginal(source, bytes);
          return bytes;
        })
        .finally(() => this.fetches.delete(source));
      this.fetches.set(source, pending);
    }
    return pending;
  }

  private keepOriginal(source: string, bytes: Buffer): void {
    const previous = this.originals.get(source);
    if (previous) this.originalBytes -= previous.bytes.length;
    this.originals.delete(source);
    this.originals.set(source, { bytes, until: this.now() + originalTtlMs });
    this.originalBytes += bytes.length;
    for (const [key, entry] of this.originals) {
      if (this.originalBytes <= maxOriginalBytes) break;
      this.originals.delete(key);
      this.originalBytes -= entry.bytes.length;
    }
  }

  private hostSlots(source: string): LimitFunction {
    let host = "";
    try {
      host = new URL(source).host;
    } catch {}
    let slots = this.hosts.get(host);
    if (!slots) {
      slots = pLimit(this.options.perHostConcurrency);
      this.hosts.set(host, slots);
    }
    if (this.hosts.size > 1_000) this.forgetIdleHosts();
    return slots;
  }

  private forgetIdleHosts(): void {
    for (const [host, slots] of this.hosts)
      if (slots.activeCount === 0 && slots.pendingCount === 0) this.hosts.delete(host);
  }

  private async download(source: string): Promise<Buffer> {
    const result = await fetchUpstream(source, {
      validators: {},
      limits: this.options.limits,
      network: this.options.network ?? defaultNetworkPolicy,
      accept: fetchAccept,
      trustPrivateUrl: false,
      subject: "image",
      ...(this.options.ca ? { ca: this.options.ca } : {}),
    });
    if (result.kind !== "ok") throw new FetchError("unexpected 304");
    return result.body;
  }

  private fail(source: string, error: unknown): ImageAnswer {
    const { status, message } = describeFailure(error);
    const until = this.now() + this.options.failureTtlMs;
    this.failures.delete(source);
    this.failures.set(source, { status, message, until });
    if (this.failures.size > maxFailures) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
    this.options.onFailure?.(source);
    return {
      kind: "failed",
      status,
      message,
      maxAgeSeconds: Math.ceil(this.options.failureTtlMs / 1000),
    };
  }
}

/** A failure's status and public message (fetch errors never name an address). */
function describeFailure(error: unknown): { status: number; message: string } {
  if (error instanceof ImageRejected)
    return { status: /pixels/.test(error.message) ? 413 : 415, message: error.message };
  if (error instanceof FetchError) {
    const message = `image source failed: ${error.message}`;
    if (/^HTTP (404|410)\b/.test(error.message)) return { status: 404, message };
    if (/^body larger/.test(error.message)) return { status: 413, message };
    if (/^timeout/.test(error.message)) return { status: 504, message };
    return { status: 502, message };
  }
  return { status: 502, message: "image source failed" };
}
