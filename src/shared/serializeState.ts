/**
 * JSON for inside `<script type="application/json">`: `<`, `>` and `&` are escaped so no
 * text (an article title holding `</script>`) can end the element or open a comment, and
 * U+2028 / U+2029 for older JavaScript parsers. `JSON.parse` reads it back unchanged.
 */
export function serializeState(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}
