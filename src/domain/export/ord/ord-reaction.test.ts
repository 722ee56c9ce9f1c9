import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ordRuleProblems } from "../../../../tests/support/ord-rules.ts";
import { loadProto, verifyJson } from "../../../../tests/support/proto-json.ts";
import { type SynthesisDocumentInput, synthesisDocumentSchema } from "../../synthesis-document.ts";
import { ordDatasetFrame } from "./ord-dataset.ts";
import { ordReactionsOfSynthesis, publicationOf } from "./ord-reaction.ts";

const proto = loadProto(["reaction.proto", "dataset.proto"].map((f) => join("tests/fixtures/ord", f)));
const meta = { id: 7, origin: "https://archive.example", createdAt: "2026-01-02T03:04:05Z" };

type ReactionInput = NonNullable<SynthesisDocumentInput["parts"][number]["reactions"]>[number];
function documentWith(
  reactions: Partial<ReactionInput>[],
  references: SynthesisDocumentInput["references"] = [],
) {
  return synthesisDocumentSchema.parse({
    molecule: { name: "Testane", structure: "testane", smiles: "CC" },
    author: { firstName: "Ada", lastName: "Chemist", url: "ada-chemist" },
    year: 2001,
    type_1: "Total",
    type_2: "Racemic",
    references,
    parts: [{ number: 1, reactions: reactions.map((r, i) => ({ step: i + 1, ...r })) }],
  } satisfies SynthesisDocumentInput);
}

const substrate = { name: "Ethanol", smiles: "CCO" };
const product = { name: "Acetaldehyde", smiles: "CC=O" };
/** The dataset the route would write, parsed back. */
const datasetOf = (reactions: unknown[]) => {
  const { head, tail } = ordDatasetFrame(meta.origin, 3);
  return JSON.parse(head + reactions.map((r) => JSON.stringify(r)).join(",") + tail) as unknown;
};

describe("a synthesis as ORD reactions", () => {
  const doc = documentWith(
    [
      {
        substrates: [substrate, { filename: "drawn-only" }],
        products: [product],
        reagents: [
          { name: "PCC", stage: 1, amount: { value: 1.5, unit: "equiv" } },
          { name: "Pd(OAc)2", stage: 2, amount: { value: 5, unit: "mol%" } },
        ],
        solvents: ["CH2Cl2"],
        temperature: "-78 °C",
        time: "2 h",
        yield: "85%",
        atmosphere: { gas: "Ar", pressure: { value: 2, unit: "MPa" } },
        selectivities: [{ type: "ee", value: 94 }],
      },
      { substrates: [product], products: [substrate], temperature: "RT", time: "ON", yield: "60% (3 steps)" },
      { substrates: [product], products: [substrate], temperature: "0 °C to RT", yield: "46-50%" },
    ],
    [
      { display: "A. Chemist, J. Test. 2001, 1, 1.", doi: null, url: null },
      { display: "A. Chemist, J. Test. 2002, 2, 2.", doi: "10.1021/ja00000a001", url: null },
    ],
  );
  const reactions = ordReactionsOfSynthesis(doc, meta);

  it("gives one reaction per step, valid against ORD's .proto files and rules", () => {
    expect(reactions).toHaveLength(3);
    const dataset = datasetOf(reactions);
    expect(verifyJson(proto, "ord.Dataset", dataset)).toEqual([]);
    expect(ordRuleProblems(dataset)).toEqual([]);
  });

  it("maps substrates, reagents and solvents to roles, with what the archive recorded as the amount", () => {
    const inputs = reactions[0]?.inputs ?? {};
    expect(Object.keys(inputs)).toEqual(["Ethanol", "PCC", "Pd(OAc)2", "CH2Cl2"]);
    expect(inputs.Ethanol?.components[0]).toEqual({
      identifiers: [
        { type: "SMILES", value: "CCO" },
        { type: "NAME", value: "Ethanol" },
      ],
      amount: { unmeasured: { type: "CUSTOM", details: "amount not recorded" } },
      reactionRole: "REACTANT",
    });
    expect(inputs.PCC?.components[0]?.reactionRole).toBe("REAGENT");
    expect(inputs.PCC?.components[0]?.amount.unmeasured.details).toBe("1.5 equiv");
    expect(inputs.PCC?.additionOrder).toBe(1);
    expect(inputs["Pd(OAc)2"]?.components[0]?.reactionRole).toBe("CATALYST");
    expect(inputs["Pd(OAc)2"]?.additionOrder).toBe(2);
    expect(inputs.CH2Cl2?.components[0]?.reactionRole).toBe("SOLVENT");
    expect(reactions[0]?.notes?.procedureDetails).toContain("1 compound(s) drawn only as an image");
  });

  it("structures only the conditions the archive parses as one value", () => {
    expect(reactions[0]?.conditions).toEqual({
      temperature: { setpoint: { value: -78, units: "CELSIUS" } },
      pressure: { atmosphere: { type: "ARGON" }, setpoint: { value: 2000, units: "KILOPASCAL" } },
    });
    expect(reactions[0]?.outcomes[0]?.reactionTime).toEqual({ value: 2, units: "HOUR" });
    expect(reactions[1]?.conditions).toEqual({
      temperature: { control: { type: "AMBIENT" } },
      details: "time: ON",
      conditionsAreDynamic: true,
    });
    expect(reactions[1]?.outcomes[0]?.reactionTime).toBeUndefined();
    expect(reactions[2]?.conditions?.details).toBe("temperature: 0 °C to RT");
  });

  it("gives a YIELD percentage only for one number over one step", () => {
    const measurements = (i: number) => reactions[i]?.outcomes[0]?.products?.[0]?.measurements;
    expect(measurements(0)).toEqual([
      { type: "YIELD", percentage: { value: 85 } },
      { type: "SELECTIVITY", selectivity: { type: "EE" }, percentage: { value: 94 } },
    ]);
    expect(measurements(1)).toEqual([
      { type: "CUSTOM", details: "yield as published", stringValue: "60% (3 steps)" },
    ]);
    expect(measurements(2)).toEqual([
      { type: "CUSTOM", details: "yield as published", stringValue: "46-50%" },
    ]);
  });

  it("names the first reference with a DOI, the archive page and the publication time", () => {
    const p = reactions[0]?.provenance;
    expect(p?.doi).toBe("10.1021/ja00000a001");
    expect(p?.publicationUrl).toBe("https://doi.org/10.1021/ja00000a001");
    expect(p?.recordCreated.time.value).toBe(meta.createdAt);
    expect(p?.reactionMetadata.archive_page?.url).toBe("https://archive.example/syn/7");
    // A step with a structure drawn only as an image has no reaction SMILES.
    expect(reactions[0]?.identifiers).toBeUndefined();
    expect(reactions[1]?.identifiers).toEqual([{ type: "REACTION_SMILES", value: "CC=O>>CCO" }]);
  });

  it("leaves the DOI out when there is none, and keeps one ORD cannot read out of `doi`", () => {
    expect(publicationOf([{ display: "x", doi: null, url: null }])).toEqual({});
    expect(publicationOf([{ display: "x", doi: "10.1002/(SICI)1521-3773", url: null }])).toEqual({
      publicationUrl: "https://doi.org/10.1002/(SICI)1521-3773",
    });
  });
});

describe("the .proto check itself", () => {
  const good = { identifiers: [{ type: "SMILES", value: "C" }], reactionRole: "REACTANT" };
  it("accepts a valid compound and refuses wrong names, enum values, types and oneofs", () => {
    expect(verifyJson(proto, "ord.Compound", good)).toEqual([]);
    expect(verifyJson(proto, "ord.Compound", { ...good, reaction_role: "REACTANT" })).toHaveLength(1);
    expect(verifyJson(proto, "ord.Compound", { ...good, reactionRole: "SOLUTE" })).toHaveLength(1);
    expect(verifyJson(proto, "ord.Compound", { ...good, isLimiting: "yes" })).toHaveLength(1);
    const twoAmounts = {
      ...good,
      amount: { unmeasured: { type: "CUSTOM" }, mass: { value: 1, units: "GRAM" } },
    };
    expect(verifyJson(proto, "ord.Compound", twoAmounts)).toHaveLength(1);
  });
  it("finds a reaction without inputs against ORD's rules", () => {
    const dataset = datasetOf([
      { ...ordReactionsOfSynthesis(documentWith([{ products: [product] }]), meta)[0] },
    ]);
    expect(ordRuleProblems(dataset)).toEqual([
      "reactions[0]: Reactions should have at least 1 reaction input",
    ]);
  });
});
