import { feedOptions } from "./publisherRegistry.ts";
import type { Publisher, PublisherKind } from "./sourcesConfig.ts";

/**
 * A publisher of the registry (config/sources.json) as `/public/api/sources`, `/sources`
 * and `/status` give it: each feed with its language spelled out, so the browser needs
 * neither the schema nor zod to read it.
 */
export interface PublicPublisher {
  id: string;
  name: string;
  homepage: string;
  country: string;
  languages: string[];
  kind: PublisherKind;
  feeds: { url: string; language: string }[];
}

/** The body of `GET /public/api/sources`. */
export interface PublicSources {
  publishers: PublicPublisher[];
}

/** The registry's publishers in their public form (server side: it reads the schema's helpers). */
export function publicPublishers(publishers: readonly Publisher[]): PublicPublisher[] {
  return publishers.map(({ id, name, homepage, country, languages, kind, feeds }) => {
    const publisher = { id, name, homepage, country, languages, kind };
    return {
      ...publisher,
      feeds: feeds.map((feed) => {
        const { url, language } = feedOptions({ ...publisher, feeds }, feed);
        return { url, language: language ?? languages[0] ?? "" };
      }),
    };
  });
}
