import type { PublicPublisher } from "../../shared/publicPublishers.ts";

/** The characters XML text and attribute values may not hold as they are. */
const xmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text made safe for an XML attribute value or element content; control characters XML 1.0 forbids dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: exactly what XML 1.0 forbids
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/[&<>"']/g, (c) => xmlEscapes[c] ?? c)
      // Line breaks in an attribute would be read back as spaces.
      .replace(/[\n\r\t]/g, (c) => `&#${c.charCodeAt(0)};`)
  );
}

const attributes = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([name, value]) => ` ${name}="${escapeXml(value as string)}"`)
    .join("");

/** A feed's name in a reader: its publisher, then its address without the scheme. */
const feedTitle = (publisher: PublicPublisher, url: string) =>
  `${publisher.name}: ${url.replace(/^https?:\/\//, "")}`;

export interface OpmlDocument {
  title: string;
  /** When the list was made (RFC 822, as OPML 2.0 asks); none: not said. */
  created?: Date | undefined;
  publishers: readonly PublicPublisher[];
}

/**
 * OPML 2.0 (http://opml.org/spec2.opml) of every feed of the registry: one outline per
 * publisher (a folder in most readers), holding one `type="rss"` outline per feed with
 * its address, its publisher's homepage and its language.
 */
export function sourcesOpml({ title, created, publishers }: OpmlDocument): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0">',
    "  <head>",
    `    <title>${escapeXml(title)}</title>`,
    ...(created ? [`    <dateCreated>${created.toUTCString()}</dateCreated>`] : []),
    "    <docs>http://opml.org/spec2.opml</docs>",
    "  </head>",
    "  <body>",
  ];
  for (const publisher of publishers) {
    lines.push(`    <outline${attributes({ text: publisher.name, title: publisher.name })}>`);
    for (const feed of publisher.feeds) {
      const name = feedTitle(publisher, feed.url);
      lines.push(
        `      <outline${attributes({
          type: "rss",
          text: name,
          title: name,
          xmlUrl: feed.url,
          htmlUrl: publisher.homepage,
          language: feed.language,
        })}/>`,
      );
    }
    lines.push("    </outline>");
  }
  lines.push("  </body>", "</opml>", "");
  return lines.join("\n");
}
