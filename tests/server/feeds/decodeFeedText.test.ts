/** Decoding a feed's bytes: UTF-8, the declaration, windows-1252. */
import { describe, expect, it } from "vitest";
import { decodeFeedText } from "../../../src/server/feeds/decodeFeedText.ts";

describe("decoding", () => {
  it("prefers valid UTF-8, then the declaration, then windows-1252", () => {
    expect(
      decodeFeedText(Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><a>é</a>', "utf8")),
    ).toContain("<a>é</a>");
    expect(decodeFeedText(Buffer.from([0x3c, 0x61, 0x3e, 0xe9, 0x93]))).toBe("<a>é“");
    expect(decodeFeedText(Buffer.from([0xef, 0xbb, 0xbf, 0x41]))).toBe("A");
    const koi8 = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="koi8-r"?>'),
      Buffer.from([0xf0, 0xd2]),
    ]);
    expect(decodeFeedText(koi8)).toContain("Пр");
  });

  it("uses the HTTP charset when the document declares none", () => {
    expect(decodeFeedText(Buffer.from([0xe9]), "text/xml; charset=iso-8859-15")).toBe("é");
  });

  // "Café Zürich" in UTF-8 followed by one stray windows-1252 byte (0xE9).
  const mixed = Buffer.concat([
    Buffer.from("<t>Café Zürich</t><d>"),
    Buffer.from([0xe9]),
    Buffer.from("</d>"),
  ]);

  it("reads declared or labelled UTF-8 as UTF-8, replacing only the invalid bytes", () => {
    const declared = Buffer.concat([Buffer.from('<?xml version="1.0" encoding="utf-8"?>'), mixed]);
    expect(decodeFeedText(declared)).toContain("<t>Café Zürich</t><d>\uFFFD</d>");
    expect(decodeFeedText(mixed, "application/rss+xml; charset=UTF-8")).toBe(
      "<t>Café Zürich</t><d>\uFFFD</d>",
    );
  });

  it("reads unlabelled text that is mostly UTF-8 as UTF-8, and mostly single-byte text as windows-1252", () => {
    expect(decodeFeedText(mixed)).toBe("<t>Café Zürich</t><d>\uFFFD</d>");
    expect(decodeFeedText(Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0xe0, 0x20, 0xa3]))).toBe(
      "Café à £",
    );
  });

  it("keeps a legacy declaration over an HTTP charset, and over bytes that are not all UTF-8", () => {
    const cp1251 = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="windows-1251"?>'),
      Buffer.from([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2]),
    ]);
    expect(decodeFeedText(cp1251, "text/xml; charset=utf-8")).toContain("Привет");
  });
});
