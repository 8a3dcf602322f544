import * as z from "zod/mini";
import { endpointIdSchema } from "./endpointIdSchema.ts";
import { labelSchema } from "./labelSchema.ts";

/** A site path: `/` or `/segment[/segment...]`, letters, digits and dashes only. */
export const sitePathSchema = z.string().check(
  z.regex(/^\/([A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*)?$/, {
    error: "path must be '/' or '/segment' made of letters, digits and '-' (no trailing slash)",
  }),
);

/** Where a slot's items sit in its feed: from item `from` (0-based), `count` of them. */
export interface SliceGeometry {
  from: number;
  /** Absent: every remaining item. */
  count?: number;
}

const sliceStart = z.int().check(z.gte(0, { error: "slice start must be 0 or more" }));
const sliceCount = z.int().check(z.gte(1, { error: "slice count must be 1 or more" }));

/**
 * A slot's rule in a route: the feed's endpoint id alone (`"lead": "newYork/africa"`),
 * taking the layout's geometry for that slot, or `{ "feed", "from", "count" }` to
 * override it. Either way it comes out as a full rule.
 */
function sliceRuleSchema(geometry: SliceGeometry) {
  return z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? { feed: value } : value)),
    z.strictObject({
      feed: endpointIdSchema,
      from: z._default(sliceStart, geometry.from),
      count:
        geometry.count === undefined
          ? z.optional(sliceCount)
          : z._default(sliceCount, geometry.count),
    }),
  );
}
export type SliceRule = { feed: string } & SliceGeometry;

/** A slot's default geometry: `slice(1, 2)` is items 2 and 3; `slice(4)` all from the 5th. */
function slice(from: number, count?: number): SliceGeometry {
  return count === undefined ? { from } : { from, count };
}

const menuEntrySchema = z.strictObject({
  /** Id of a group in `site.json` `menuGroups`. */
  group: z.string(),
  label: labelSchema,
});
export type MenuEntry = z.output<typeof menuEntrySchema>;

const noOptions = z._default(z.strictObject({}), {});

/**
 * Every layout template: the slots it needs filled, with each slot's default geometry in
 * its feed, and the options it takes. The `layouts/index.ts` registry is typed against
 * these keys, so the two cannot drift.
 */
export const layoutDefinitions = {
  home: {
    slots: {
      lead: slice(0, 1),
      trending: slice(1, 2),
      asiaGrid: slice(0, 6),
      newsUpdate: slice(0, 4),
      latestNews: slice(4),
      sportsBlock: slice(0, 4),
      secondRow: slice(3, 4),
      bottom: slice(0, 3),
    },
    options: z.strictObject({
      /** Headings of the home page's feed blocks. */
      asiaTitle: labelSchema,
      sportsTitle: labelSchema,
      secondRowTitle: labelSchema,
      bottomTitle: labelSchema,
    }),
  },
  region: {
    slots: {
      lead: slice(0, 1),
      trending: slice(1, 2),
      subRegion: slice(0, 6),
      allNews: slice(0),
      updateCards: slice(0, 4),
      updateLatest: slice(4),
    },
    options: z.strictObject({
      /** Creator fallback and section label, e.g. 'Africa News'. */
      label: labelSchema,
      /** Shown instead of the lead story when the lead feed has no articles. */
      emptyLead: z.optional(z.strictObject({ headline: labelSchema, text: labelSchema })),
      /** Whether a failing lead feed shows the error catalogue's lead-list text (spec, Error catalogue: the Asia lead list). */
      reportLeadError: z._default(z.boolean(), false),
    }),
  },
  allNews: { slots: { allNews: slice(0) }, options: noOptions },
  technology: {
    slots: {
      smallCards: slice(0, 3),
      wideImages: slice(3, 3),
      featured: slice(0, 1),
      latest: slice(1),
    },
    options: noOptions,
  },
  business: {
    slots: {
      left: slice(0, 3),
      main: slice(3, 1),
      right: slice(4, 3),
      below: slice(7, 2),
      featured: slice(0, 1),
      latest: slice(1),
    },
    options: noOptions,
  },
  science: {
    slots: {
      lead: slice(0, 1),
      side: slice(1, 3),
      lower: slice(4, 2),
      section: slice(0, 4),
      more: slice(0, 6),
    },
    options: z.strictObject({ sectionTitle: labelSchema }),
  },
  lifestyle: {
    slots: { headline: slice(0, 1), side: slice(1, 1), dining: slice(0, 6) },
    options: noOptions,
  },
  sports: {
    slots: { main: slice(0, 1), recent: slice(1, 5), sub: slice(0, 3) },
    options: noOptions,
  },
  arts: {
    slots: { lead: slice(0, 1), side: slice(1, 1), grid: slice(2, 8) },
    options: z.strictObject({ label: labelSchema }),
  },
  grid: {
    slots: { cards: slice(0, 6), list: slice(0, 3) },
    options: z.strictObject({
      /** How card descriptions are cut: by characters or by words. */
      cut: z.strictObject({
        unit: z.enum(["characters", "words"]),
        length: z.int().check(z.gte(1, { error: "cut length must be 1 or more" })),
      }),
      listTitle: labelSchema,
    }),
  },
  health: { slots: { latest: slice(0, 6), diet: slice(0, 3) }, options: noOptions },
  food: {
    slots: { featured: slice(0, 1), thumbnails: slice(1, 5), recipes: slice(6, 6) },
    options: noOptions,
  },
  podcast: { slots: {}, options: noOptions },
  live: { slots: {}, options: noOptions },
  blogs: { slots: {}, options: noOptions },
  page: {
    slots: {},
    options: z.strictObject({
      sections: z
        .array(
          z.strictObject({ heading: z.optional(labelSchema), paragraphs: z.array(labelSchema) }),
        )
        .check(z.minLength(1)),
    }),
  },
} as const;

type LayoutDefinitions = typeof layoutDefinitions;
export type LayoutName = keyof LayoutDefinitions;
export type SlotName<L extends LayoutName> = keyof LayoutDefinitions[L]["slots"] & string;
export type LayoutOptions<L extends LayoutName> = z.output<LayoutDefinitions[L]["options"]>;

export const layoutNames = Object.keys(layoutDefinitions) as LayoutName[];

function routeSchemaFor<L extends LayoutName>(layout: L) {
  const { slots, options } = layoutDefinitions[layout];
  const geometries: [string, SliceGeometry][] = Object.entries(slots);
  const slotShape = Object.fromEntries(
    geometries.map(([slot, geometry]) => [slot, sliceRuleSchema(geometry)]),
  ) as { [S in SlotName<L>]: ReturnType<typeof sliceRuleSchema> };
  return z.strictObject({
    path: sitePathSchema,
    title: labelSchema,
    layout: z.literal(layout),
    slots:
      geometries.length === 0
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

const routeEntrySchema = z.discriminatedUnion("layout", routeSchemas);

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
