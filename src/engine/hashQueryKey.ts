/** A query key: its parts say what is asked (`["feed", "bbc/breaking"]`). */
export type QueryKey = readonly unknown[];

/** One string per key, the same whatever order an object part's properties were written in. */
export function hashQueryKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );
}
