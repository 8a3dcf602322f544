/**
 * A failed fetch. Its message is public (it is shown on /public/api/status), so it names
 * the kind of failure and never an address or port the server reached.
 */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
    /** The URL that answered with the failing status, when one did. */
    readonly finalUrl?: string,
  ) {
    super(message);
    this.name = "FetchError";
  }
}

/** What the public sees of a network error: its kind, never the address or port. */
const networkErrors: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  EPIPE: "connection reset",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host not found (DNS lookup failed)",
  ETIMEDOUT: "timeout: connecting",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  UND_ERR_SOCKET: "connection closed",
};

/** Any error a fetch met, as a FetchError naming its kind. */
export function toFetchError(error: unknown): FetchError {
  if (error instanceof FetchError) return error;
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
  if (code === undefined) return new FetchError("network error");
  const known = networkErrors[code];
  if (known) return new FetchError(known);
  if (code.startsWith("HPE_")) return new FetchError(`invalid HTTP response (${code})`);
  if (/CERT|TLS|SSL/.test(code)) return new FetchError(`TLS error (${code})`);
  return new FetchError(`network error (${code})`);
}
