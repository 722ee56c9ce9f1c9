import { describe, expect, it } from "vitest";
import { typoBudget } from "../../domain/search-text.ts";
import { TextIndex } from "./term-index.ts";

/** One index whose records are single words; a query of one word. */
function wordIndex(words: readonly string[]) {
  const index = new TextIndex([
    words.map((word, i) => ({
      hit: { id: i + 1, url: null, name: word, short_description: null },
      text: word,
    })),
  ]);
  return (q: string, budget = typoBudget(q)) => index.search([q], [budget], [q], 1000)[0].map((h) => h.name);
}

describe("TextIndex word matching", () => {
  it("counts a swap of neighbouring letters as one typo, like an insertion, deletion or substitution", () => {
    const find = wordIndex(["quinine"]);
    expect(find("qiunine", 1)).toEqual(["quinine"]); // swap
    expect(find("quinnine", 1)).toEqual(["quinine"]); // insertion
    expect(find("quinne", 1)).toEqual(["quinine"]); // deletion
    expect(find("quinone", 1)).toEqual(["quinine"]); // substitution
    expect(find("qiuinne", 1)).toEqual([]); // two swaps
    expect(find("qiuinne", 2)).toEqual(["quinine"]);
    expect(find("uqniine", 2)).toEqual(["quinine"]); // two swaps
    expect(find("uqnniie", 2)).toEqual([]); // three swaps
    expect(find("quinine", 0)).toEqual(["quinine"]);
    expect(find("qiunine", 0)).toEqual([]);
  });

  it("matches the start of a word with the same budget, and never a word inside another", () => {
    const find = wordIndex(["quinine", "hydroquinine", "quinuclidine"]);
    expect(find("quin", 0)).toEqual(["quinine", "quinuclidine"]);
    expect(find("qiun", 1)).toEqual(["quinine", "quinuclidine"]);
    expect(find("qiun", 0)).toEqual([]);
    expect(find("qinu", 1)).toEqual(["quinuclidine"]); // "quinu" less a u: one typo; "quin" is two away
    expect(find("hydro", 0)).toEqual(["hydroquinine"]);
    expect(find("quinin", 0)).toEqual(["quinine"]);
  });

  it("skips numbers for a word without digits, and keeps them for one with digits", () => {
    const find = wordIndex(["1234", "12345", "kmno4", "kmno", "c21h22n2o2"]);
    expect(find("1234")).toEqual(["1234", "12345"]); // numbers: no typo (typoBudget), prefix only
    expect(find("1243", 1)).toEqual(["1234", "12345"]); // with a budget, a swap is one typo
    expect(find("kmno4")).toEqual(["kmno4", "kmno"]);
    expect(find("kmon4")).toEqual(["kmno4"]);
    expect(find("c21h22n2o3")).toEqual(["c21h22n2o2"]);
  });

  it("keeps the indexes apart though they share one vocabulary", () => {
    const index = new TextIndex([
      [{ hit: { id: 1, url: "a", name: "Taxol", short_description: null }, text: "Taxol" }],
      [{ hit: { id: 1, url: null, name: "Toluene", short_description: null }, text: "Toluene PhMe" }],
      [],
    ]);
    const find = (q: string) =>
      index.search([q], [typoBudget(q)], [q], 10).map((hits) => hits.map((h) => h.name));
    expect(find("taxol")).toEqual([["Taxol"], [], []]);
    expect(find("phme")).toEqual([[], ["Toluene"], []]);
    expect(find("tol")).toEqual([[], ["Toluene"], []]);
    expect(find("toxol")).toEqual([["Taxol"], [], []]);
    expect(index.search([], [], [], 10)).toEqual([[], [], []]);
  });

  it("agrees with a plain optimal-string-alignment distance on random words", () => {
    // A plain reference: a word matches when its whole or one of its starts is within the budget.
    const distance = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          d[i][j] = Math.min(
            d[i - 1][j] + 1,
            d[i][j - 1] + 1,
            d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
            d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      return d[a.length][b.length];
    };
    const typos = (word: string, q: string) =>
      Math.min(...Array.from({ length: word.length + 1 }, (_, l) => distance(word.slice(0, l), q)));
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x80000000;
    };
    const randomWord = (max: number) =>
      Array.from({ length: 1 + Math.floor(random() * max) }, () => "abcd1"[Math.floor(random() * 5)]).join(
        "",
      );
    for (let round = 0; round < 25; round++) {
      const words = [...new Set(Array.from({ length: 150 }, () => randomWord(10)))];
      const find = wordIndex(words);
      for (let k = 0; k < 10; k++) {
        const q = randomWord(10);
        const budget = typoBudget(q);
        const expected = words.filter((w) => (budget === 0 ? w.startsWith(q) : typos(w, q) <= budget));
        expect(find(q).sort(), `${q} within ${budget}`).toEqual(expected.sort());
      }
    }
  });
});
