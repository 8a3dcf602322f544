import type { DateFormat } from "./catalogue.ts";

/** A language's dates by Intl in `locale` (its catalogue's `formatDate`). */
export function intlDates(locale: string): DateFormat {
  return (iso, zone, style) =>
    new Intl.DateTimeFormat(locale, {
      ...(style === "short" ? { dateStyle: "medium" } : { dateStyle: "full", timeStyle: "short" }),
      timeZone: zone === "utc" ? "UTC" : undefined,
    }).format(new Date(iso));
}
