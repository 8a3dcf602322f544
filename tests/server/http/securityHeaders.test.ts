/** The security headers each route gets. */

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { securityHeaders, themeScriptSource } from "../../../src/server/http/securityHeaders.ts";
import { validateConfig } from "../../../src/shared/configValidation.ts";
import { readConfigFiles } from "../../../src/shared/readConfigFiles.ts";
import { themeScript } from "../../../src/shared/themeStyles.ts";

describe("security headers", () => {
  it("allow the configured ad script's origin and nothing else inline", async () => {
    const result = validateConfig(await readConfigFiles("config"));
    if (!result.ok) throw new Error("config invalid");
    const site = {
      ...result.config.site,
      ad: {
        ...result.config.site.ad,
        script: { src: "https://ads.example.net/tag.js", attributes: {} },
      },
    };
    const csp = securityHeaders(site)["content-security-policy"];
    expect(securityHeaders(site)["strict-transport-security"]).toBeUndefined();
    expect(securityHeaders(site, 31_536_000)["strict-transport-security"]).toBe("max-age=31536000");
    expect(csp).toContain(`script-src 'self' ${themeScriptSource} https://ads.example.net;`);
    // Hotlinked images (IMAGE_PROXY=0) may come from any https origin; proxied, only from here.
    expect(csp).toContain("img-src 'self' https: data:;");
    expect(securityHeaders(site, 0, true)["content-security-policy"]).toContain(
      "img-src 'self' data:;",
    );
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("allow the head's theme script by the hash of its exact text", () => {
    const hash = createHash("sha256").update(themeScript, "utf8").digest("base64");
    expect(themeScriptSource).toBe(`'sha256-${hash}'`);
  });
});
