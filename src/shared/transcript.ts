import * as z from "zod/mini";

/** One line of an episode's transcript (issue 46): `start` null when the file has no timing. */
export const cueSchema = z.object({
  start: z.nullable(z.number().check(z.gte(0))),
  end: z.nullable(z.number().check(z.gte(0))),
  text: z.string(),
  speaker: z.nullable(z.string()),
});
export type Cue = z.output<typeof cueSchema>;
