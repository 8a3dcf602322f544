import { isUtf8 } from "node:buffer";
import iconv from "iconv-lite";

/**
 * Turns a feed's bytes into text. A byte-order mark decides first; bytes that are valid
 * UTF-8 are read as UTF-8 whatever the document claims (a wrong declaration is common and
 * harmless that way). Otherwise the XML declaration's encoding, then the HTTP charset:
 * a UTF-8 label means UTF-8 with each invalid byte replaced by U+FFFD (as browsers do, so
 * one stray byte does not turn "Café" into "CafÃ©" across the whole document); a legacy
 * label is honoured. Without a usable label, text that is mostly valid UTF-8 is read the
 * same lenient way, anything else as windows-1252. ISO-8859-1 and US-ASCII labels are
 * read as windows-1252, its superset, as browsers do (feeds labelled Latin-1 often hold
 * curly quotes from 0x80–0x9F). iconv-lite does the legacy decoding: Node 20's
 * TextDecoder maps windows-1252 as plain Latin-1.
 */
export function decodeFeedText(body: Buffer, contentType?: string): string {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return body.toString("utf8", 3);
  if (body[0] === 0xff && body[1] === 0xfe) return iconv.decode(body.subarray(2), "utf-16le");
  if (body[0] === 0xfe && body[1] === 0xff) return iconv.decode(body.subarray(2), "utf-16be");
  if (isUtf8(body)) return body.toString("utf8");
  const encoding =
    encodingFor(declaredEncoding(body)) ??
    encodingFor(charsetOf(contentType)) ??
    (isMostlyUtf8(body) ? "utf-8" : "windows-1252");
  // Buffer#toString replaces each invalid sequence with U+FFFD and keeps the rest.
  return encoding === "utf-8" ? body.toString("utf8") : iconv.decode(body, encoding);
}

function declaredEncoding(body: Buffer): string | undefined {
  const head = body.toString("latin1", 0, Math.min(body.length, 200));
  return /^<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
}

function charsetOf(contentType: string | undefined): string | undefined {
  return contentType ? /charset\s*=\s*"?([A-Za-z0-9._:-]+)/i.exec(contentType)?.[1] : undefined;
}

/** The iconv-lite name for a label; undefined for a missing or unknown label. */
function encodingFor(label: string | undefined): string | undefined {
  const name = label?.toLowerCase();
  if (!name || !iconv.encodingExists(name)) return undefined;
  if (/^utf-?8$/.test(name)) return "utf-8";
  if (/^(iso-?8859-1|latin-?1|l1|us-ascii|ascii|iso_8859-1)$/.test(name)) return "windows-1252";
  return name;
}

/**
 * True when most non-ASCII sequences are well-formed UTF-8 (more valid multi-byte sequences
 * than invalid bytes). Legacy single-byte text almost never forms valid sequences: an
 * accented letter is followed by ASCII or a space, not by continuation bytes.
 */
function isMostlyUtf8(body: Uint8Array): boolean {
  let valid = 0;
  let invalid = 0;
  for (let i = 0; i < body.length; ) {
    const byte = body[i] as number;
    if (byte < 0x80) {
      i++;
      continue;
    }
    const length =
      byte >= 0xc2 && byte <= 0xdf
        ? 2
        : byte >= 0xe0 && byte <= 0xef
          ? 3
          : byte >= 0xf0 && byte <= 0xf4
            ? 4
            : 0;
    let ok = length > 0 && i + length <= body.length;
    for (let k = 1; ok && k < length; k++) ok = ((body[i + k] as number) & 0xc0) === 0x80;
    if (ok) {
      valid++;
      i += length;
    } else {
      invalid++;
      i++;
    }
  }
  return valid > invalid;
}
