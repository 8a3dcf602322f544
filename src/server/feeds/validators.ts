import type { IncomingHttpHeaders } from "node:http";

/** Conditional-GET validators remembered from the last good response. */
export interface Validators {
  etag?: string;
  lastModified?: string;
}

/** The request headers that make a GET conditional on `validators`. */
export function conditionalHeaders(validators: Validators): Record<string, string> {
  const headers: Record<string, string> = {};
  if (validators.etag) headers["if-none-match"] = validators.etag;
  if (validators.lastModified) headers["if-modified-since"] = validators.lastModified;
  return headers;
}

/** The validators a response gives, to send on the next request. */
export function validatorsOf(headers: IncomingHttpHeaders): Validators {
  return {
    ...(typeof headers.etag === "string" ? { etag: headers.etag } : {}),
    ...(typeof headers["last-modified"] === "string"
      ? { lastModified: headers["last-modified"] }
      : {}),
  };
}
