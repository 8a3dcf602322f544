import iconv from "iconv-lite";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Turns a feed's bytes into text. A byte-order mark decides first; bytes that are valid
 * UTF-8 are read as UTF-8 whatever the document claims (a wrong declaration is common and
 * harmless that way); otherwise the XML declaration's encoding, then the HTTP charset,
 * then windows-1252. ISO-8859-1 and US-ASCII labels are read as windows-1252, its superset,
 * as browsers do (feeds labelled Latin-1 often hold curly quotes from 0x80–0x9F).
 * iconv-lite does the decoding: Node 20's TextDecoder maps windows-1252 as plain Latin-1.
 */
export function decodeFeedText(body: Buffer, contentType?: string): string {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return body.toString("utf8", 3);
  if (body[0] === 0xff && body[1] === 0xfe) return iconv.decode(body.subarray(2), "utf-16le");
  if (body[0] === 0xfe && body[1] === 0xff) return iconv.decode(body.subarray(2), "utf-16be");
  try {
    return strictUtf8.decode(body);
  } catch {
    return iconv.decode(body, encodingFor(declaredEncoding(body) ?? charsetOf(contentType)));
  }
}

function declaredEncoding(body: Buffer): string | undefined {
  const head = body.toString("latin1", 0, Math.min(body.length, 200));
  return /^<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
}

function charsetOf(contentType: string | undefined): string | undefined {
  return contentType ? /charset\s*=\s*"?([A-Za-z0-9._:-]+)/i.exec(contentType)?.[1] : undefined;
}

function encodingFor(label: string | undefined): string {
  const name = label?.toLowerCase();
  // A declared UTF-8 that failed the strict check is mislabelled; so are unknown labels.
  if (!name || /^utf-?8$/.test(name) || !iconv.encodingExists(name)) return "windows-1252";
  if (/^(iso-?8859-1|latin-?1|l1|us-ascii|ascii|iso_8859-1)$/.test(name)) return "windows-1252";
  return name;
}
