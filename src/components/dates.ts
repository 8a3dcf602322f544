/**
 * Article dates, formatted with the built-in Intl API in the visitor's time zone, or in
 * UTC (`zone: "utc"`) where server and browser must agree: server rendering and hydration.
 * A missing or unparseable date gives null, so callers show their own fallback.
 */
export type DateZone = "local" | "utc";

const zoneOption = (zone: DateZone) => (zone === "utc" ? { timeZone: "UTC" } : {});
const shortParts = {
  local: new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }),
  utc: new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    ...zoneOption("utc"),
  }),
};
const fullFormat = {
  local: new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short" }),
  utc: new Intl.DateTimeFormat("en-US", {
    dateStyle: "full",
    timeStyle: "short",
    ...zoneOption("utc"),
  }),
};

function toDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** English ordinal suffix: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st... */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = { 1: "st", 2: "nd", 3: "rd" }[day % 10] ?? "th";
  return `${day}${suffix}`;
}

/** 'Jun 12th, 2025' (spec: lead stories). */
export function formatShortDate(
  iso: string | null | undefined,
  zone: DateZone = "local",
): string | null {
  const date = toDate(iso);
  if (!date) return null;
  const parts = Object.fromEntries(
    shortParts[zone].formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${parts.month} ${ordinal(Number(parts.day))}, ${parts.year}`;
}

/** 'Thursday, June 12, 2025 at 3:45 PM' (spec: the full published date). */
export function formatFullDate(
  iso: string | null | undefined,
  zone: DateZone = "local",
): string | null {
  const date = toDate(iso);
  return date ? fullFormat[zone].format(date) : null;
}

/** The machine-readable value for a <time> element, or undefined. */
export function dateTimeAttribute(iso: string | null | undefined): string | undefined {
  return toDate(iso)?.toISOString();
}
