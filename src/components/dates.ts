/**
 * Article dates in the spec's two en-US patterns, in the visitor's time zone, or in UTC
 * (`zone: "utc"`) where server and browser must agree: server rendering and hydration.
 * A missing or unparseable date gives null, so callers show their own fallback.
 *
 * Written with Date's getters rather than Intl.DateTimeFormat: the first Intl object a page
 * makes loads the browser's locale data, 30 ms of CPU here and about 150 ms on a mid-range
 * phone, in one task during hydration. The patterns are fixed by the spec, and the tests
 * check them against Intl's own output. Other languages than English use Intl in their
 * locale (their catalogue's `formatDate`): those pages pay for its locale data.
 */
export type DateZone = "local" | "utc";

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

interface DateFields {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hours: number;
  minutes: number;
}

function fields(iso: string | null | undefined, zone: DateZone): DateFields | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return zone === "utc"
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        weekday: date.getUTCDay(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth(),
        day: date.getDate(),
        weekday: date.getDay(),
        hours: date.getHours(),
        minutes: date.getMinutes(),
      };
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
  const date = fields(iso, zone);
  if (!date) return null;
  return `${months[date.month]?.slice(0, 3)} ${ordinal(date.day)}, ${date.year}`;
}

/** 'Thursday, June 12, 2025 at 3:45 PM' (spec: the full published date). */
export function formatFullDate(
  iso: string | null | undefined,
  zone: DateZone = "local",
): string | null {
  const date = fields(iso, zone);
  if (!date) return null;
  const hour = date.hours % 12 === 0 ? 12 : date.hours % 12;
  const minutes = String(date.minutes).padStart(2, "0");
  const period = date.hours < 12 ? "AM" : "PM";
  return `${weekdays[date.weekday]}, ${months[date.month]} ${date.day}, ${date.year} at ${hour}:${minutes} ${period}`;
}

/** The machine-readable value for a <time> element, or undefined. */
export function dateTimeAttribute(iso: string | null | undefined): string | undefined {
  return fields(iso, "utc") ? new Date(iso as string).toISOString() : undefined;
}
