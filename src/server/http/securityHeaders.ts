import type { SiteConfig } from "../../shared/siteConfig.ts";

/**
 * Headers sent on every response. The CSP allows no inline script; styled-components
 * injects `<style>` tags, hence `'unsafe-inline'` for styles only. A configured ad script's
 * origin is the one third-party script source allowed.
 */
export function securityHeaders(site: SiteConfig): Record<string, string> {
  const adOrigin = site.ad.script ? new URL(site.ad.script.src).origin : undefined;
  const withAd = (sources: string) => (adOrigin ? `${sources} ${adOrigin}` : sources);
  const csp = [
    "default-src 'self'",
    `script-src ${withAd("'self'")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data:",
    "font-src 'self' data:",
    `connect-src ${withAd("'self'")}`,
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
  };
}
