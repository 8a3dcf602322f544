import { mkdir, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Article } from "../../shared/article.ts";
import type { ImageProxy as ImageLink } from "../../shared/imageProxy.ts";
import type { FetchLimits } from "../feeds/fetchUpstream.ts";
import { defaultNetworkPolicy, type NetworkPolicy } from "../feeds/privateNetworks.ts";
import { loadImageKey } from "./imageKey.ts";
import { ImageProxy } from "./imageProxy.ts";
import { ImageSigner } from "./imageSigner.ts";
import { VariantCache } from "./variantCache.ts";

/** Production limits for image sources: a 15 MB body, 10 s in all, 5 redirects. */
const imageFetchLimits: FetchLimits = {
  connectTimeoutMs: 5_000,
  totalTimeoutMs: 10_000,
  maxBytes: 15 * 1024 * 1024,
  maxRedirects: 5,
  userAgent: "MaverickNews-ImageProxy/0.1 (+https://maverick-news.example/about)",
};

/** What tests replace. */
export interface ImageOverrides {
  limits?: FetchLimits;
  network?: NetworkPolicy;
  ca?: string;
  maxPixels?: number;
  failureTtlMs?: number;
  /** False: lead images are made only when asked for (tests of what a visitor's request does). */
  warm?: boolean;
  now?: () => number;
}

export interface Images {
  proxy: ImageProxy;
  /** Adds an article's signed image links (`imageProxy`); what FeedStore serves. */
  link: (article: Article) => Article;
  /** One image's links (a podcast's artwork, issue 46), as `link` gives an article's first. */
  linkSource: (source: string | undefined) => ImageLink | null | undefined;
  /** Why the key and cache are not kept in DATA_DIR (it cannot be written), if so. */
  warning?: string;
}

/** Links signed per source at most; signing is cheap, but a page rebuild signs every article. */
const maxRememberedLinks = 20_000;

/**
 * Opens the image proxy: its key and disk cache in `dataDir` (a temporary folder when
 * nothing is stored), and the article linker pages read. `onFailure` learns of sources
 * that failed, so that the pages linking them are rebuilt without them.
 */
export async function startImages(options: {
  dataDir: string;
  persist: boolean;
  key: string | undefined;
  cacheBytes: number;
  /** FETCH_ALLOW_PRIVATE_NETWORKS: image hosts may be on a private network too. */
  allowPrivateNetworks?: boolean;
  onFailure: (source: string) => void;
  overrides?: ImageOverrides;
}): Promise<Images> {
  const { overrides = {} } = options;
  let warning: string | undefined;
  let key: Buffer;
  let dir: string;
  try {
    key = await loadImageKey({
      configured: options.key,
      dataDir: options.dataDir,
      persist: options.persist,
    });
    dir = options.persist ? join(options.dataDir, "images") : await temporaryDir();
    await mkdir(dir, { recursive: true });
  } catch (error) {
    // As the store does with a data folder it cannot write: serve, and say so once.
    warning = `image proxy: cannot use ${options.dataDir} (${(error as Error).message}); its key and cache last until the server stops`;
    key = await loadImageKey({ configured: options.key, dataDir: "", persist: false });
    dir = await temporaryDir();
  }
  const signer = new ImageSigner(key);
  const proxy = new ImageProxy({
    signer,
    cache: await VariantCache.open(dir, options.cacheBytes, overrides.now),
    limits: overrides.limits ?? imageFetchLimits,
    network: overrides.network ?? {
      ...defaultNetworkPolicy,
      allowPrivateNetworks: options.allowPrivateNetworks ?? false,
    },
    ...(overrides.ca ? { ca: overrides.ca } : {}),
    // 50 megapixels: any real photo (a 45 MP camera's full frame), not a 1 GB bomb.
    maxPixels: overrides.maxPixels ?? 50_000_000,
    failureTtlMs: overrides.failureTtlMs ?? 10 * 60_000,
    transformConcurrency: 2,
    fetchConcurrency: 16,
    perHostConcurrency: 4,
    onFailure: options.onFailure,
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  const links = new Map<string, ImageLink>();
  const signed = (source: string) => {
    let link = links.get(source);
    if (!link) {
      link = signer.link(source);
      if (links.size >= maxRememberedLinks) links.clear();
      links.set(source, link);
    }
    return link;
  };
  /** Null: nothing to link (none, or it failed); undefined: the site's own, linked as it is. */
  const linkSource = (source: string | undefined): ImageLink | null | undefined => {
    if (source === undefined) return null;
    // The site's own images (the samples') are same-origin already: linked as they are.
    if (!/^https?:\/\//i.test(source)) return undefined;
    return proxy.failed(source) ? null : signed(source);
  };
  const link = (article: Article): Article => {
    const imageProxy = linkSource(article.images[0]);
    return imageProxy === undefined ? article : { ...article, imageProxy };
  };
  return { proxy, link, linkSource, ...(warning ? { warning } : {}) };
}

const temporaryDir = () => mkdtemp(join(tmpdir(), "maverick-images-"));
