import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "../engine/fetchJson.ts";
import type { PublicPublisher } from "../shared/publicPublishers.ts";
import { sourcesApiPath } from "../shared/sitePaths.ts";

/** The one query key of the registry's publishers. */
export const publishersKey = ["publishers"] as const;

const isText = (value: unknown): value is string => typeof value === "string";
const isTextList = (value: unknown) => Array.isArray(value) && value.every(isText);

/** One publisher as `/public/api/sources` writes it (`publicPublishers`), read without zod. */
function isPublisher(value: unknown): value is PublicPublisher {
  if (typeof value !== "object" || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    // The kind is checked as text: its list lives beside the zod schema, kept out of the browser.
    [p.id, p.name, p.homepage, p.country, p.kind].every(isText) &&
    isTextList(p.languages) &&
    Array.isArray(p.feeds) &&
    p.feeds.every(
      (feed: unknown) =>
        typeof feed === "object" &&
        feed !== null &&
        isText((feed as Record<string, unknown>).url) &&
        isText((feed as Record<string, unknown>).language),
    )
  );
}

/** `GET /public/api/sources`'s publishers; a body of another shape is an error. */
export function readPublishers(body: unknown): PublicPublisher[] {
  const publishers = (body as { publishers?: unknown } | null)?.publishers;
  if (!Array.isArray(publishers) || !publishers.every(isPublisher))
    throw new Error("The sources response has an unexpected shape");
  return publishers;
}

/** The registry changes with a deploy only: read once per visit. */
export function usePublishers() {
  return useQuery({
    queryKey: publishersKey,
    queryFn: async ({ signal }) =>
      readPublishers(await (await fetchJson(sourcesApiPath, signal)).json()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
