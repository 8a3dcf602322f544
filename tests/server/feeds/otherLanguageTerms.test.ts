import { describe, expect, it } from "vitest";
import { annotate, wordForms } from "../../../src/server/feeds/annotateText.ts";
import { titleKey } from "../../../src/server/feeds/normalizeFeed.ts";
import { StoryClusters } from "../../../src/server/stories/clusterStories.ts";
import { termKind } from "../../../src/shared/annotation.ts";

/** A term's kind in an annotation, or undefined when the text gives no such term. */
function kindOf(annotation: ReturnType<typeof annotate>, term: string) {
  const at = annotation.terms.indexOf(term);
  return at === -1 ? undefined : annotation.kinds[at];
}

describe("terms of Spanish, French and Arabic articles", () => {
  it("Spanish: an opening article is no name, a place inside the headline is; word forms share a stem", () => {
    const a = annotate("Los bomberos controlan el incendio de Valdora", "", "es");
    expect(a.terms).not.toContain("los");
    expect(kindOf(a, "bomber")).toBe(termKind.word);
    expect(kindOf(a, "valdor")).toBe(termKind.entity);
    const b = annotate("Inundación en Valdora", "", "es-MX");
    const c = annotate("Las inundaciones de Valdora", "", "es");
    expect(b.terms[0]).toBe(c.terms[0]);
    // The English annotator took the opening "Los" for a name.
    expect(annotate("Los bomberos controlan el incendio de Valdora").terms).toContain("los");
  });

  it("French: elided articles are read through, the sentence's first word tells nothing of case", () => {
    const a = annotate("Une crue frappe Meridale : l'armée déployée", "", "fr");
    expect(a.terms).not.toContain("une");
    expect(kindOf(a, "meridal")).toBe(termKind.entity);
    expect(annotate("L'inondation de Meridale", "", "fr").terms).toContain(
      annotate("Inondations à Meridale", "", "fr").terms[0],
    );
    // "4 000": no figure "000".
    expect(annotate("4 000 habitants évacués", "", "fr").terms).not.toContain("000");
  });

  it("Arabic: words become terms (the English model read none), the article and plural endings folded", () => {
    const a = annotate("الفيضانات تضرب مدينة ميريدال", "", "ar");
    const b = annotate("فيضان في ميريدال", "", "ar");
    expect(a.terms.length).toBeGreaterThan(2);
    expect(a.terms).toContain("فيضان");
    expect(b.terms).toContain("فيضان");
    // No capitals: whether a word is a name is unknown, so every term is caseless.
    expect(a.caseless).toHaveLength(a.terms.length);
    expect(annotate("الفيضانات تضرب مدينة ميريدال").terms).toEqual([]);
  });

  it("one publisher's Spanish headlines of two events opening alike stay two stories", () => {
    const clusters = new StoryClusters();
    const add = (title: string, hours: number) => {
      const key = `https://diario.example/${titleKey(title)}`;
      const annotation = annotate(title, "", "es");
      return clusters.add({
        key,
        titleKey: titleKey(title),
        title,
        publisher: "diario.example",
        seenAt: hours * 3_600_000,
        annotation,
      });
    };
    const fire = add("Los bomberos controlan el incendio forestal de Valdora", 0);
    const vote = add("Los diputados aprueban la reforma del puerto de Meridale", 1);
    expect(vote).not.toBe(fire);
  });

  it("word forms: a Spanish, French or Arabic term is found as its reports write it", () => {
    const term = annotate("Inundaciones en Valdora", "", "es").terms[0];
    expect(wordForms("Inundaciones en Valdora").find((f) => f.term === term)?.form).toBe(
      "Inundaciones",
    );
    const arabic = annotate("الفيضانات تضرب ميريدال", "", "ar").terms[0];
    expect(wordForms("الفيضانات تضرب ميريدال").find((f) => f.term === arabic)?.form).toBe(
      "الفيضانات",
    );
  });
});
