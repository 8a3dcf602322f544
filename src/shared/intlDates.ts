import type { DateFormat } from "./catalogue.ts";

/** A language's dates by Intl in `locale` (its catalogue's `formatDate`): months by name. */
export function intlDates(locale: string): DateFormat {
  return (iso, zone, style) =>
    new Intl.DateTimeFormat(locale, {
      ...(style === "short"
        ? { day: "numeric", month: "long", year: "numeric" }
        : { dateStyle: "full", timeStyle: "short" }),
      timeZone: zone === "utc" ? "UTC" : undefined,
    }).format(new Date(iso));
}
