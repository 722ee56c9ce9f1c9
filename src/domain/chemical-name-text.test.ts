import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { chemicalNameText } from "./chemical-name-text.ts";

/** Every reagent and solvent name of the demo data (stored with real subscripts). */
function demoNames(kind: "reagents" | "solvents"): string[] {
  const dir = join(import.meta.dirname, "../../data/demo", kind);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) =>
      (JSON.parse(readFileSync(join(dir, file), "utf8")) as { name: string }[]).map((r) => r.name),
    );
}

/** A name as typed on a plain keyboard: subscript digits as plain ones. */
const plain = (name: string) => name.replace(/[₀-₉]/g, (d) => String(d.charCodeAt(0) - 0x2080));

describe("chemical names with subscript counts", () => {
  it("turns counts after a letter or a closing bracket into subscripts", () => {
    expect(chemicalNameText("Ph3P")).toBe("Ph₃P");
    expect(chemicalNameText("Pd(PPh3)4")).toBe("Pd(PPh₃)₄");
    expect(chemicalNameText("Pd2(dba)3·CHCl3")).toBe("Pd₂(dba)₃·CHCl₃");
    expect(chemicalNameText("BF3·OEt2")).toBe("BF₃·OEt₂");
    expect(chemicalNameText("H2, Pd/C")).toBe("H₂, Pd/C");
    expect(chemicalNameText("Ti(Oi-Pr)4")).toBe("Ti(Oi-Pr)₄");
    expect(chemicalNameText("Boc2O, CHCl3")).toBe("Boc₂O, CHCl₃");
    expect(chemicalNameText("B2pin2, Pd2dba3")).toBe("B₂pin₂, Pd₂dba₃");
  });

  it("keeps locants, ring sizes, hydrate and sieve numbers plain", () => {
    for (const name of [
      "2,6-lutidine",
      "18-crown-6",
      "4 Å MS",
      "9-BBN",
      "1,3-propanedithiol",
      "Amberlyst 15",
    ]) {
      expect(chemicalNameText(name)).toBe(name);
    }
    expect(chemicalNameText("SnCl2·2H2O")).toBe("SnCl₂·2H₂O");
    expect(chemicalNameText("(2R,3R)-(+)-DET")).toBe("(2R,3R)-(+)-DET");
    expect(chemicalNameText("Pd(0)")).toBe("Pd(0)");
    // Digits in a word of small letters are not counts.
    expect(chemicalNameText("Mergeide lot4b7x")).toBe("Mergeide lot4b7x");
  });

  it("keeps abbreviations whose digits are part of the name", () => {
    expect(chemicalNameText("P3NO")).toBe("P3NO");
    expect(chemicalNameText("T3P, Et3N")).toBe("T3P, Et₃N");
    expect(chemicalNameText("montmorillonite K10")).toBe("montmorillonite K10");
  });

  it("changes nothing in a name already written with subscripts", () => {
    expect(chemicalNameText("CeCl₃·7H₂O")).toBe("CeCl₃·7H₂O");
  });

  it("writes every demo reagent and solvent typed with plain digits as the reference data spells it", () => {
    const names = [...demoNames("reagents"), ...demoNames("solvents")];
    expect(names.length).toBeGreaterThan(400);
    const wrong = names.filter(
      (name) => chemicalNameText(plain(name)) !== name || chemicalNameText(name) !== name,
    );
    expect(wrong).toEqual([]);
  });
});
