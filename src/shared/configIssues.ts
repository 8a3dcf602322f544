import type * as z from "zod/mini";
import { layoutDefinitions, layoutNames } from "./manifest.ts";

/*
 * How a schema issue reads to the person fixing the file: where (the route, the JSON path as
 * the file is written) and why, in the config's own terms (layouts, slots, endpoints).
 */

/** The path of the route a JSON path points into (`routes[3]...`), if any. */
export function routeAt(data: unknown, path: readonly PropertyKey[]): string | undefined {
  if (path[0] !== "routes" || typeof path[1] !== "number") return undefined;
  const route = (data as { routes?: { path?: unknown }[] }).routes?.[path[1]];
  return typeof route?.path === "string" ? route.path : `#${path[1]}`;
}

/**
 * The path as the file is written: a slot given as a bare endpoint id
 * (`"lead": "bbc/x"`) is checked as `{ feed }`, so its issues point at the string itself.
 */
export function writtenPath(data: unknown, path: readonly PropertyKey[]): readonly PropertyKey[] {
  return path.at(-1) === "feed" && typeof valueAt(data, path.slice(0, -1)) === "string"
    ? path.slice(0, -1)
    : path;
}

export function jsonPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`))
    .join("");
}

export function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  const last = issue.path.at(-1);
  const parent = issue.path.at(-2);
  switch (issue.code) {
    case "invalid_union":
      // A discriminated union reports an unmatched discriminator at the `layout` key.
      if (last === "layout") {
        const layout = valueAt(data, issue.path);
        return layout === undefined
          ? `"layout" is required; known layouts: ${layoutNames.join(", ")}`
          : `unknown layout ${JSON.stringify(layout)}; known layouts: ${layoutNames.join(", ")}`;
      }
      return issue.message;
    case "unrecognized_keys":
      if (last === "slots") {
        const layout = layoutOf(data, issue.path);
        return `unexpected slot ${quoteList(issue.keys)}; layout "${layout}" has slots: ${slotList(layout)}`;
      }
      return `unexpected key ${quoteList(issue.keys)}`;
    case "invalid_type":
      if (issue.input === undefined) {
        if (parent === "slots") {
          const layout = layoutOf(data, issue.path.slice(0, -1));
          return `missing slot "${String(last)}"; layout "${layout}" needs slots: ${slotList(layout)}`;
        }
        return `"${String(last)}" is required`;
      }
      if (parent === "slots")
        return `expected an endpoint id such as "bbc/breaking" or { "feed", "from", "count" }, got ${describeValue(issue.input)}`;
      return `expected ${issue.expected}, got ${describeValue(issue.input)}`;
    case "too_small":
    case "too_big":
    case "invalid_format":
    case "custom":
      return issue.input === undefined || typeof issue.input === "object"
        ? issue.message
        : `${issue.message} (got ${JSON.stringify(issue.input)})`;
    case "invalid_value":
      return `must be ${issue.values.map((v) => JSON.stringify(v)).join(" or ")}, got ${describeValue(issue.input)}`;
    default:
      return issue.message;
  }
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value: unknown = data;
  for (const key of path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
  return value;
}

/** The layout of the route that contains `path` (which points at its `slots`). */
function layoutOf(data: unknown, slotsPath: readonly PropertyKey[]): string {
  return String(valueAt(data, [...slotsPath.slice(0, -1), "layout"]));
}

function slotList(layout: string): string {
  const definition = layoutDefinitions[layout as keyof typeof layoutDefinitions];
  return definition ? Object.keys(definition.slots).join(", ") || "(none)" : "(unknown layout)";
}

function quoteList(keys: readonly string[]): string {
  return keys.map((key) => `"${key}"`).join(", ");
}

function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `${typeof value} ${JSON.stringify(value)}`;
}
