import { createHash } from "node:crypto";
import type { SiteConfig } from "../../shared/siteConfig.ts";
import { themeScript } from "../../shared/themeStyles.ts";

/**
 * The one inline script allowed: the head's theme script, by its hash (a nonce would make
 * every page differ per response, and pages are cached once for every reader).
 */
export const themeScriptSource = `'sha256-${createHash("sha256").update(themeScript).digest("base64")}'`;

/**
 * Headers sent on every response. The CSP allows no inline script but the theme's, by its
 * hash, nor inline event handlers (`script-src-attr 'none'`); styled-components injects
 * `<style>` tags, hence `'unsafe-inline'` for styles only. A configured ad script's origin is the one third-party
 * script source allowed. HSTS only when configured: the server itself speaks plain HTTP,
 * so it is for deployments that terminate TLS in front of it. While pages link images
 * through the image proxy, images come from this origin only.
 */
export function securityHeaders(
  site: SiteConfig,
  hstsMaxAgeSeconds = 0,
  imageProxy = false,
  /** Origins of HLS stations (issue 46): hls.js fetches their playlists and segments. */
  streamOrigins: readonly string[] = [],
): Record<string, string> {
  const adOrigin = site.ad.script ? new URL(site.ad.script.src).origin : undefined;
  const withAd = (sources: string) => (adOrigin ? `${sources} ${adOrigin}` : sources);
  const csp = [
    "default-src 'self'",
    `script-src ${withAd(`'self' ${themeScriptSource}`)}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    imageProxy ? "img-src 'self' data:" : "img-src 'self' https: data:",
    "font-src 'self' data:",
    `connect-src ${withAd(["'self'", ...streamOrigins].join(" "))}`,
    // Publishers' recordings and streams (issue 46), and hls.js's media source (blob:).
    "media-src 'self' https: blob:",
    // The service worker and the web app manifest (issue 26), named though default-src covers them.
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src ${adOrigin ?? "'none'"}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
  return {
    "content-security-policy": csp,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    ...(hstsMaxAgeSeconds > 0
      ? { "strict-transport-security": `max-age=${hstsMaxAgeSeconds}` }
      : {}),
  };
}
