import { absoluteUrl } from "./absoluteUrl.ts";

/** An absolute http(s) URL, relative ones resolved against `base`; anything else is dropped. */
export function safeUrl(value: string | undefined, base: string): string | undefined {
  const url = absoluteUrl(value, base);
  return url && /^https?:/.test(url) ? url : undefined;
}
