import * as z from "zod/mini";
import { endpointIdSchema } from "./endpoints.ts";

/** A site path: `/` or `/segment[/segment...]`, letters, digits and dashes only. */
export const sitePathSchema = z.string().check(
  z.regex(/^\/([A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*)?$/, {
    error: "path must be '/' or '/segment' made of letters, digits and '-' (no trailing slash)",
  }),
);

/**
 * A slice rule places items of one feed in a layout slot: items `from` (0-based)
 * up to `from + count`; without `count`, every remaining item.
 */
export const sliceRuleSchema = z.strictObject({
  feed: endpointIdSchema,
  from: z._default(z.int().check(z.gte(0, { error: "slice start must be 0 or more" })), 0),
  count: z.optional(z.int().check(z.gte(1, { error: "slice count must be 1 or more" }))),
});
export type SliceRule = z.output<typeof sliceRuleSchema>;

const menuEntrySchema = z.strictObject({
  /** Id of a group in `site.json` `menuGroups`. */
  group: z.string(),
  label: z.string().check(z.minLength(1)),
});
export type MenuEntry = z.output<typeof menuEntrySchema>;

const noOptions = z._default(z.strictObject({}), {});
const text = z.string().check(z.minLength(1));

/**
 * Every layout template: the slots it needs filled and the options it takes.
 * The `layouts/index.ts` registry is typed against these keys, so the two cannot drift.
 */
export const layoutDefinitions = {
  home: {
    slots: [
      "lead",
      "trending",
      "asiaGrid",
      "newsUpdate",
      "latestNews",
      "sportsBlock",
      "secondRow",
      "bottom",
    ],
    options: z.strictObject({
      /** Headings of the home page's feed blocks. */
      asiaTitle: text,
      sportsTitle: text,
      secondRowTitle: text,
      bottomTitle: text,
    }),
  },
  region: {
    slots: ["lead", "trending", "subRegion", "allNews", "updateCards", "updateLatest"],
    options: z.strictObject({
      /** Creator fallback and section label, e.g. 'Africa News'. */
      label: text,
      /** Shown instead of the lead story when the lead feed has no articles. */
      emptyLead: z.optional(z.strictObject({ headline: text, text })),
      /** Shown when the lead feed fails (spec §8: the Asia lead list). */
      leadError: z.optional(text),
    }),
  },
  allNews: { slots: ["allNews"], options: noOptions },
  technology: { slots: ["smallCards", "wideImages", "featured", "latest"], options: noOptions },
  business: {
    slots: ["left", "main", "right", "below", "featured", "latest"],
    options: noOptions,
  },
  science: {
    slots: ["lead", "side", "lower", "section", "more"],
    options: z.strictObject({ sectionTitle: text }),
  },
  lifestyle: { slots: ["headline", "side", "dining"], options: noOptions },
  sports: { slots: ["main", "recent", "sub"], options: noOptions },
  arts: { slots: ["lead", "side", "grid"], options: z.strictObject({ label: text }) },
  grid: {
    slots: ["cards", "list"],
    options: z.strictObject({
      /** How card descriptions are cut: by characters or by words. */
      cut: z.strictObject({
        unit: z.enum(["characters", "words"]),
        length: z.int().check(z.gte(1, { error: "cut length must be 1 or more" })),
      }),
      listTitle: text,
    }),
  },
  health: { slots: ["latest", "diet"], options: noOptions },
  food: { slots: ["featured", "thumbnails", "recipes"], options: noOptions },
  podcast: { slots: [], options: noOptions },
  live: { slots: [], options: noOptions },
  blogs: { slots: [], options: noOptions },
  page: {
    slots: [],
    options: z.strictObject({
      sections: z
        .array(z.strictObject({ heading: z.optional(text), paragraphs: z.array(text) }))
        .check(z.minLength(1)),
    }),
  },
} as const;

type LayoutDefinitions = typeof layoutDefinitions;
export type LayoutName = keyof LayoutDefinitions;
export type SlotName<L extends LayoutName> = LayoutDefinitions[L]["slots"][number];
export type LayoutOptions<L extends LayoutName> = z.output<LayoutDefinitions[L]["options"]>;

export const layoutNames = Object.keys(layoutDefinitions) as LayoutName[];

function routeSchemaFor<L extends LayoutName>(layout: L) {
  const { slots, options } = layoutDefinitions[layout];
  const slotShape = Object.fromEntries(slots.map((slot) => [slot, sliceRuleSchema])) as {
    [S in SlotName<L>]: typeof sliceRuleSchema;
  };
  return z.strictObject({
    path: sitePathSchema,
    title: text,
    layout: z.literal(layout),
    slots:
      slots.length === 0
        ? z._default(z.strictObject(slotShape), {} as never)
        : z.strictObject(slotShape),
    options: options as LayoutDefinitions[L]["options"],
    menu: z.optional(menuEntrySchema),
  });
}

type RouteSchemaFor<L extends LayoutName> = ReturnType<typeof routeSchemaFor<L>>;
export type RouteOf<L extends LayoutName> = z.output<RouteSchemaFor<L>>;
export type RouteEntry = { [L in LayoutName]: RouteOf<L> }[LayoutName];

const routeSchemas = layoutNames.map((layout) => routeSchemaFor(layout)) as [
  RouteSchemaFor<LayoutName>,
  ...RouteSchemaFor<LayoutName>[],
];

export const routeEntrySchema = z.discriminatedUnion("layout", routeSchemas);

/** A navigation-only path that leads to a screen defined elsewhere (e.g. `/soccer`). */
const redirectSchema = z.strictObject({
  from: sitePathSchema,
  to: sitePathSchema,
  menu: z.optional(menuEntrySchema),
});
export type RedirectEntry = z.output<typeof redirectSchema>;

/** `config/routes.json`: the single place a section is defined. */
export const manifestSchema = z.strictObject({
  version: z.literal(1),
  routes: z.array(routeEntrySchema).check(z.minLength(1)),
  redirects: z._default(z.array(redirectSchema), []),
});
export type Manifest = { version: 1; routes: RouteEntry[]; redirects: RedirectEntry[] };

/** The slice rules of a route as [slot, rule] pairs, whatever its layout. */
export function routeSlots(route: RouteEntry): [string, SliceRule][] {
  return Object.entries(route.slots as Record<string, SliceRule>);
}

/** Every endpoint a route reads, each once. */
export function routeEndpoints(route: RouteEntry): string[] {
  return [...new Set(routeSlots(route).map(([, rule]) => rule.feed))];
}
