import * as z from "zod/mini";
import { httpUrlSchema } from "./article.ts";
import { endpointIdSchema } from "./endpoints.ts";

const positiveInt = z.int().check(z.gte(1, { error: "must be a whole number of 1 or more" }));

const endpointFeedsSchema = z.strictObject({
  /** Upstream publisher RSS/Atom feeds merged into this endpoint. */
  sources: z.array(httpUrlSchema).check(z.minLength(1, { error: "needs at least one source URL" })),
  refreshMinutes: z.optional(positiveInt),
  maxItems: z.optional(positiveInt),
  /** Whether the bundled sample snapshot may stand in before the first live success. */
  sample: z._default(z.boolean(), true),
});

/** `config/feeds.json`: every API endpoint and the publisher feeds behind it. */
export const feedsConfigSchema = z.strictObject({
  version: z.literal(1),
  defaults: z.strictObject({ refreshMinutes: positiveInt, maxItems: positiveInt }),
  endpoints: z.record(endpointIdSchema, endpointFeedsSchema),
});

export type FeedsConfig = z.output<typeof feedsConfigSchema>;
export type EndpointFeeds = z.output<typeof endpointFeedsSchema>;
