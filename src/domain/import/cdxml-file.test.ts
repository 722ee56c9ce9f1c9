import { describe, expect, it } from "vitest";
import { CDXML_LIMITS, readCdxmlScheme } from "./cdxml-file.ts";
import { applyArrowText } from "./data-fields.ts";
import { emptyFileReaction, IMPORT_LIMITS } from "./scheme-file.ts";
import { fixtureFile, refusalOf } from "./test-files.ts";

const refusal = (text: string) => refusalOf(readCdxmlScheme, text);

/** A scheme of one fragment and one step whose attributes the caller writes. */
const oneStep = (step: string, before = "") =>
  `<CDXML>${before}<page id="1"><fragment id="100"><n id="101"/></fragment><scheme id="5"><step id="6" ${step}/></scheme></page></CDXML>`;

describe("ChemDraw CDXML schemes", () => {
  it("reads each step of the scheme: its fragments as CDXML documents of their own, the texts at its arrow", () => {
    const { fragments, steps } = readCdxmlScheme(fixtureFile("two-steps.cdxml"));
    expect(steps).toHaveLength(2);
    expect(steps[0]?.reactants).toHaveLength(1);
    const reactant = fragments[steps[0]?.reactants[0] ?? -1];
    expect(reactant?.cdxml).toMatch(
      /^<\?xml version="1.0"\?><CDXML><fonttable>.*<page id="1"><fragment id="100">/,
    );
    expect(steps[0]?.texts).toEqual(["PCC, CH2Cl2", "2 h, 85%"]);
    expect(fragments[steps[1]?.products[0] ?? -1]?.where).toBe("line 7");
    expect(steps[1]?.texts).toEqual(["MeI, NaH"]);
    // The product of step 1 is the reactant of step 2: one structure, written once.
    expect(steps[0]?.products[0]).toBe(steps[1]?.reactants[0]);
    expect(fragments).toHaveLength(3);
  });

  it("names the line of XML it cannot read and of a step naming something that is not a structure", () => {
    expect(refusal("<CDXML><page><fragment></page></CDXML>")).toMatch(/^line 1: the XML is not well formed/);
    expect(refusal("<CDXML>\n<page>\n")).toMatch(/^line \d: the XML is not well formed/);
    expect(refusal("<CDXML><page/></CDXML>")).toBe(
      "line 1: this ChemDraw file holds no reaction scheme (no '<step>' of a '<scheme>')",
    );
    expect(refusal("<svg/>")).toBe("line 1: a ChemDraw CDXML file's document is a '<CDXML>' element");
    expect(
      refusal(
        fixtureFile("two-steps.cdxml").replace('ReactionStepProducts="200"', 'ReactionStepProducts="30"'),
      ),
    ).toMatch(/^line \d+: the step names '30', which is not a structure of the file$/);
  });

  it("expands no entity beyond XML's own and fetches no document type", () => {
    const declared = `<!DOCTYPE CDXML [<!ENTITY boom "${"x".repeat(1000)}">]>${oneStep('ReactionStepReactants="100" ReactionStepProducts="100"')}`;
    expect(readCdxmlScheme(declared).steps).toHaveLength(1);
    expect(refusal(declared.replace("<n id=", '<t id="7"><s>&boom;</s></t><n id='))).toMatch(
      /not well formed \(undefined entity/,
    );
  });

  it("refuses a step naming more structures than a step may have, before looking any of them up", () => {
    const many = Array.from({ length: 16_000 }, () => "100").join(" ");
    expect(refusal(oneStep(`ReactionStepReactants="${many}" ReactionStepProducts="100"`))).toBe(
      `line 1: the step names 16000 reactants; a step may have at most ${IMPORT_LIMITS.perSide}`,
    );
  });

  it("caps the font table, the structures, their atoms and the steps, each refusal naming its cap", () => {
    const fonts = `<fonttable>${'<font id="1" name="Arial"/>'.repeat(1_000)}</fonttable>`;
    expect(refusal(oneStep('ReactionStepReactants="100" ReactionStepProducts="100"', fonts))).toMatch(
      /the fonttable has more than 10,000 characters/,
    );
    const atoms = `<fragment id="9">${"<n/>".repeat(CDXML_LIMITS.nodes + 1)}</fragment>`;
    expect(refusal(oneStep("", atoms))).toBe(
      `line 1: the structure has more than ${CDXML_LIMITS.nodes} atoms`,
    );
    const fragments = '<fragment id="8"><n/></fragment>'.repeat(CDXML_LIMITS.fragments + 1);
    expect(refusal(oneStep("", fragments))).toBe(
      `line 1: the file has more than ${CDXML_LIMITS.fragments} structures`,
    );
    const steps = '<step ReactionStepReactants="100" ReactionStepProducts="100"/>'.repeat(
      IMPORT_LIMITS.reactions + 1,
    );
    expect(refusal(oneStep("", `<scheme>${steps}</scheme>`))).toBe(
      `line 1: the file has more than ${IMPORT_LIMITS.reactions} reactions`,
    );
  });

  it("reads the attacker's file of many lines and many references in time proportional to its size", () => {
    const text = `<CDXML><page id="1">${"\n".repeat(90_000)}<fragment id="100"><n/></fragment><scheme><step ReactionStepReactants="${"100 ".repeat(4_000)}"/></scheme></page></CDXML>`;
    const started = performance.now();
    expect(refusal(text)).toMatch(/the step names 4000 reactants/);
    // Linear work takes milliseconds here; the old reader took 14 s on 250,000 lines.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("reads conditions out of the text at an arrow", () => {
    const reaction = emptyFileReaction("line 1");
    applyArrowText(reaction, "PCC (1.5 equiv), CH2Cl2, −78 °C, Ar");
    applyArrowText(reaction, "2 h (85%, dr 5:1)");
    expect(reaction).toMatchObject({
      temperature: "-78 °C",
      time: "2 h",
      yield: "85%",
      records: {
        atmosphere: { gas: "Ar", pressure: null },
        selectivities: [{ type: "dr", ratio: [5, 1], more_than: false }],
      },
    });
    expect(reaction.namedAgents?.map((a) => [a.name, a.amount])).toEqual([
      ["PCC", { value: 1.5, unit: "equiv" }],
      ["CH2Cl2", null],
    ]);
    // A piece the one-line grammar would refuse is kept as a name, not lost.
    const odd = emptyFileReaction("line 1");
    applyArrowText(odd, "NaH, 150%");
    expect([odd.namedAgents?.map((a) => a.name), odd.reagentNames]).toEqual([["NaH"], ["150%"]]);
  });
});
