/**
 * A URL reference resolved against a base, as an absolute URL of any scheme (callers
 * decide which schemes they accept); undefined when empty or unresolvable.
 */
export function absoluteUrl(
  value: string | undefined,
  base: string | undefined,
): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    return new URL(trimmed, base).href;
  } catch {
    return undefined;
  }
}
