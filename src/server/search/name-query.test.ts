import { describe, expect, it } from "vitest";
import { NameQuery } from "./name-query.ts";

const terms = ["acid", "lysergic", "quinidine", "quinine", "quinoline", "strychnine"];
const name = (...words: string[]) => Int32Array.from(words, (word) => terms.indexOf(word));
const match = (query: NameQuery, words: Int32Array) => query.match(words, 0, words.length);

describe("a record's name against the query, by vocabulary positions", () => {
  it("tells a name equal to the query from one it starts and one it does not", () => {
    const query = new NameQuery(terms, ["quinine"]);
    expect(match(query, name("quinine"))).toBe(0);
    expect(match(query, name("quinine", "acid"))).toBe(1);
    expect(match(query, name("quinidine"))).toBe(3);
  });

  it("takes the last word as a prefix, the others whole", () => {
    const query = new NameQuery(terms, ["lysergic", "ac"]);
    expect(match(query, name("lysergic", "acid"))).toBe(1);
    expect(match(query, name("lysergic"))).toBe(3);
    expect(match(query, name("strychnine", "acid"))).toBe(3);
    const prefix = new NameQuery(terms, ["quin"]);
    expect(
      [name("quinidine"), name("quinine"), name("quinoline"), name("strychnine")].map((n) =>
        match(prefix, n),
      ),
    ).toEqual([1, 1, 1, 3]);
  });

  it("matches no name through a word no record has", () => {
    const query = new NameQuery(terms, ["cocaine", "acid"]);
    expect(match(query, name("lysergic", "acid"))).toBe(3);
    expect(match(new NameQuery(terms, ["zz"]), name("strychnine"))).toBe(3);
  });

  it("reads a name in the middle of the shared array", () => {
    const words = name("strychnine", "quinine", "acid");
    expect(new NameQuery(terms, ["quinine", "acid"]).match(words, 1, 3)).toBe(0);
  });
});
