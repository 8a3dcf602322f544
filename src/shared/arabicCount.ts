/**
 * A count of something in Arabic: one, two (the dual), 3 to 10 (a plural), 11 to 99 (a
 * singular, accusative), and 100, 101, 102... (a singular): `forms` in that order, the first
 * two without the figure, as Arabic writes them.
 */
export function arabicCount(
  count: number,
  [one, two, few, many, hundred]: readonly [string, string, string, string, string],
): string {
  if (count === 1) return one;
  if (count === 2) return two;
  const rest = count % 100;
  if (rest >= 3 && rest <= 10) return `${count} ${few}`;
  return `${count} ${rest >= 11 ? many : hundred}`;
}
