import { type ImageOverrides, type Images, startImages } from "./images/startImages.ts";
import { warmLeadImages } from "./images/warmLeadImages.ts";
import type { Settings } from "./settings.ts";
import { StartupError } from "./startupError.ts";
import type { FeedStore } from "./store/feedStore.ts";

/** Failed image sources are gathered this long, then their endpoints rebuilt at once. */
const relinkDelayMs = 500;

/**
 * The image proxy (unless IMAGE_PROXY=0 or OFFLINE), its links applied to everything the
 * store serves; when sources fail, the endpoints linking them are rebuilt without them.
 */
export async function openImages(
  settings: Settings,
  onDisk: boolean,
  store: FeedStore,
  overrides: ImageOverrides | undefined,
): Promise<Images | undefined> {
  if (!settings.images.proxy || settings.offline) return undefined;
  const failed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const images = await startImages({
    dataDir: settings.dataDir,
    persist: onDisk,
    key: settings.images.key,
    cacheBytes: settings.images.cacheBytes,
    allowPrivateNetworks: settings.allowPrivateNetworks,
    onFailure: (source) => {
      failed.add(source);
      timer ??= setTimeout(() => {
        timer = undefined;
        const sources = new Set(failed);
        failed.clear();
        store.relinkImages(sources);
      }, relinkDelayMs);
      timer.unref();
    },
    ...(overrides ? { overrides } : {}),
  }).catch((error: unknown) => {
    throw new StartupError([`cannot open the image proxy: ${(error as Error).message}`]);
  });
  store.linkImagesWith(images.link);
  if (overrides?.warm === false) return images;
  // Each endpoint's lead images are made as soon as it serves them, before a visitor asks.
  const warm = (endpoint: string) => {
    const response = store.response(endpoint);
    if (response?.available) warmLeadImages(images.proxy, response.articles);
  };
  store.onChange(warm);
  for (const endpoint of store.endpointIds()) warm(endpoint);
  return images;
}
