/** Primary language subtags written right to left (interface and article text alike). */
const rtlSubtags = new Set([
  "ar",
  "arc",
  "ckb",
  "dv",
  "fa",
  "he",
  "ks",
  "ps",
  "sd",
  "ug",
  "ur",
  "yi",
]);

/** The text direction of a BCP 47 tag (`ar`, `fa-IR`, `en-GB`). */
export const directionOf = (tag: string): "rtl" | "ltr" =>
  rtlSubtags.has(tag.split("-")[0]?.toLowerCase() ?? "") ? "rtl" : "ltr";
