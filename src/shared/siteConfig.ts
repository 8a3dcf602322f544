import * as z from "zod/mini";
import { httpUrlSchema } from "./article.ts";

/** Social networks the header has an icon for (the icon registry is typed against this). */
export const socialNetworks = ["facebook", "x", "instagram", "youtube", "linkedin"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

const text = z.string().check(z.minLength(1));

/** A link to a site path (`/contact`) or, when `external`, to another site. */
const linkSchema = z.strictObject({
  label: text,
  href: z.string().check(z.regex(/^(\/|https?:\/\/)/, { error: "href must be a site path or an http(s) URL" })),
});

const menuGroupSchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, { error: "group id must be lower-case letters, digits and '-'" })),
  label: text,
});

const pixelHeight = z.int().check(z.gte(0));

/** `config/site.json`: everything the shared chrome shows. */
export const siteConfigSchema = z.strictObject({
  version: z.literal(1),
  title: text,
  tagline: text,
  logo: z.strictObject({ src: text, alt: text }),
  /** Menu groups in display order; routes join a group through their `menu.group`. */
  menuGroups: z.array(menuGroupSchema).check(z.minLength(1)),
  social: z.array(z.strictObject({ network: z.enum(socialNetworks), label: text, url: httpUrlSchema })),
  footer: z.strictObject({
    copyrightYear: z.int(),
    copyrightHolder: text,
    links: z.array(linkSchema),
    sisterSite: linkSchema,
  }),
  ad: z.strictObject({
    /** Space reserved above the routes so a late ad causes no layout shift. */
    height: z.strictObject({ desktop: pixelHeight, mobile: pixelHeight }),
    label: text,
    /** A third-party ad script, loaded only when configured. */
    script: z.nullable(
      z.strictObject({ src: httpUrlSchema, attributes: z._default(z.record(z.string(), z.string()), {}) }),
    ),
  }),
});

export type SiteConfig = z.output<typeof siteConfigSchema>;
export type SiteLink = z.output<typeof linkSchema>;
