import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { sourcesOpml } from "../../../src/server/http/sourcesOpml.ts";

describe("the sources' OPML", () => {
  it("escapes every name and address, so the file stays valid XML and reads back as written", () => {
    const name = `Tom & "Jerry's" <News>\u0007\nDaily`;
    const url = "https://example.com/rss?a=1&b=<2>&c='3'";
    const text = sourcesOpml({
      title: "A & B <sources>",
      created: new Date("2025-06-03T09:00:00Z"),
      publishers: [
        {
          id: "tom",
          name,
          homepage: "https://example.com/?x=1&y=2",
          country: "GB",
          languages: ["en"],
          kind: "private",
          feeds: [{ url, language: "en" }],
        },
      ],
    });
    expect(XMLValidator.validate(text)).toBe(true);
    expect(text).toContain("<dateCreated>Tue, 03 Jun 2025 09:00:00 GMT</dateCreated>");
    const opml = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "",
      htmlEntities: true,
    }).parse(text);
    expect(opml.opml.head.title).toBe("A & B <sources>");
    // A registry with no date of its own says none, rather than the clock's.
    expect(sourcesOpml({ title: "t", publishers: [] })).not.toContain("dateCreated");
    const publisher = opml.opml.body.outline;
    // The bell is dropped (XML 1.0 forbids it); the line break survives as a character reference.
    expect(publisher.text).toBe(`Tom & "Jerry's" <News>\nDaily`);
    expect(publisher.outline).toMatchObject({
      type: "rss",
      xmlUrl: url,
      htmlUrl: "https://example.com/?x=1&y=2",
      language: "en",
    });
  });
});
