/** Stands for the part in the catalogue's sentence, where no text can hold it. */
const slot = "\u0000";

/**
 * A catalogue's sentence around a part the reader typed (a query, an ignored term), the
 * part in a <bdi>: it keeps its own direction (`site:` in an Arabic sentence reads as
 * typed, its colon where it was), and the text is the sentence's, unchanged; nor is it
 * translated (`translate="no"`): it is the reader's.
 */
export function IsolatedPart({
  sentence,
  part,
}: {
  sentence: (part: string) => string;
  part: string;
}) {
  const [before = "", after = ""] = sentence(slot).split(slot);
  return (
    <>
      {before}
      <bdi translate="no">{part}</bdi>
      {after}
    </>
  );
}
