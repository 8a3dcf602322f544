import * as z from "zod/mini";
import { httpUrlSchema } from "./article.ts";
import { labelSchema } from "./labelSchema.ts";
import { sitePathSchema } from "./manifest.ts";

/** Social networks the header has an icon for (the icon registry is typed against this). */
const socialNetworks = ["facebook", "x", "instagram", "youtube", "linkedin"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

const text = z.string().check(z.minLength(1));

/** A link to a page of this site (`/contact`). */
const siteLinkSchema = z.strictObject({ label: labelSchema, href: sitePathSchema });

/** A link to another site, opened in a new tab. */
const externalLinkSchema = z.strictObject({ label: labelSchema, href: httpUrlSchema });

const menuGroupSchema = z.strictObject({
  id: z.string().check(
    z.regex(/^[a-z][a-z0-9-]*$/, {
      error: "group id must be lower-case letters, digits and '-'",
    }),
  ),
  label: labelSchema,
});

const pixelHeight = z.int().check(z.gte(0));

/** `config/site.json`: everything the shared chrome shows. */
export const siteConfigSchema = z.strictObject({
  version: z.literal(1),
  title: text,
  tagline: labelSchema,
  /**
   * The site's public address: section feeds (RSS, JSON Feed) need absolute links to the
   * site. Without it, feeds name http://localhost:8080/.
   */
  url: z.optional(httpUrlSchema),
  /** Logo image beside the title; decorative, since the title names the home link. */
  logo: text,
  /** Menu groups in display order; routes join a group through their `menu.group`. */
  menuGroups: z.array(menuGroupSchema).check(z.minLength(1)),
  social: z.array(
    z.strictObject({ network: z.enum(socialNetworks), label: labelSchema, url: httpUrlSchema }),
  ),
  footer: z.strictObject({
    copyrightYear: z.int(),
    copyrightHolder: text,
    links: z.array(siteLinkSchema),
    sisterSite: externalLinkSchema,
  }),
  ad: z.strictObject({
    /** Space reserved above the routes so a late ad causes no layout shift. */
    height: z.strictObject({ desktop: pixelHeight, mobile: pixelHeight }),
    label: labelSchema,
    /** A third-party ad script, loaded only when configured. */
    script: z.nullable(
      z.strictObject({
        src: httpUrlSchema,
        attributes: z._default(z.record(z.string(), z.string()), {}),
      }),
    ),
  }),
});

export type SiteConfig = z.output<typeof siteConfigSchema>;
