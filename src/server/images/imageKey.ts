import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The key file in DATA_DIR, created on first start when no key is configured. */
const imageKeyFile = "image-proxy.key";

/**
 * The HMAC key of image links: the configured one (`IMAGE_PROXY_KEY`), else the one kept in
 * `DATA_DIR`, generated once (32 random bytes) so links stay valid across restarts. Without
 * storage (OFFLINE, tests), a key for this process only.
 */
export async function loadImageKey(options: {
  configured: string | undefined;
  dataDir: string;
  persist: boolean;
}): Promise<Buffer> {
  if (options.configured) return Buffer.from(options.configured, "utf8");
  if (!options.persist) return randomBytes(32);
  const file = join(options.dataDir, imageKeyFile);
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (/^[0-9a-f]{64}$/.test(stored)) return Buffer.from(stored, "hex");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const key = randomBytes(32);
  await mkdir(options.dataDir, { recursive: true });
  await writeFile(file, `${key.toString("hex")}\n`, { mode: 0o600 });
  return key;
}
