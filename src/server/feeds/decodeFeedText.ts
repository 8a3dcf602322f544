const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Turns a feed's bytes into text. A byte-order mark decides first; bytes that are valid
 * UTF-8 are read as UTF-8 whatever the document claims (a wrong declaration is common and
 * harmless that way); otherwise the XML declaration's encoding, then the HTTP charset,
 * then windows-1252 (which also covers ISO-8859-1, as browsers do).
 */
export function decodeFeedText(body: Uint8Array, contentType?: string): string {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf)
    return new TextDecoder("utf-8").decode(body.subarray(3));
  if (body[0] === 0xff && body[1] === 0xfe)
    return new TextDecoder("utf-16le").decode(body.subarray(2));
  if (body[0] === 0xfe && body[1] === 0xff)
    return new TextDecoder("utf-16be").decode(body.subarray(2));
  try {
    return strictUtf8.decode(body);
  } catch {
    const declared = declaredEncoding(body) ?? charsetOf(contentType);
    return decoderFor(declared).decode(body);
  }
}

function declaredEncoding(body: Uint8Array): string | undefined {
  const head = Buffer.from(body.subarray(0, 200)).toString("latin1");
  return /^<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
}

function charsetOf(contentType: string | undefined): string | undefined {
  return contentType ? /charset\s*=\s*"?([A-Za-z0-9._:-]+)/i.exec(contentType)?.[1] : undefined;
}

function decoderFor(label: string | undefined): TextDecoder {
  // A declared UTF-8 that failed the strict check is mislabelled: fall back to windows-1252.
  if (label && !/^utf-?8$/i.test(label)) {
    try {
      return new TextDecoder(label);
    } catch {
      // An unknown label falls through to the default.
    }
  }
  return new TextDecoder("windows-1252");
}
