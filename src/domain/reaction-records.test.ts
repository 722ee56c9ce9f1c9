import { describe, expect, it } from "vitest";
import { recordIssues } from "./reaction-records.ts";
import { reactionSchema } from "./synthesis-document.ts";

const reactionWith = (fields: Record<string, unknown>) => ({
  parts: [{ reactions: [{ step: 1, ...fields }] }],
});
const firstIssue = (fields: Record<string, unknown>) => {
  const [issue] = recordIssues(reactionWith(fields));
  return issue ? `${issue.path.join(".")}: ${issue.message}` : null;
};

describe("recordIssues", () => {
  it("accepts a reaction with every record, and one with none (an older document)", () => {
    expect(
      recordIssues(
        reactionWith({
          reagents: [{ name: "NaH", amount: { value: 1.2, unit: "equiv" } }],
          substrates: [{ smiles: "C", coefficient: 2 }],
          atmosphere: { gas: "H2", pressure: { value: 50, unit: "bar" } },
          concentration: { value: 0.1, unit: "M" },
          neat: false,
          selectivities: [
            { type: "dr", ratio: [5, 1] },
            { type: "ee", value: 92, more_than: true },
          ],
        }),
      ),
    ).toEqual([]);
    expect(
      recordIssues(reactionWith({ reagents: [{ name: "NaH" }], substrates: [{ smiles: "C" }] })),
    ).toEqual([]);
    expect(recordIssues(null)).toEqual([]);
    expect(recordIssues(reactionWith({ reagents: [{ name: "DMAP", amount: { unit: "cat" } }] }))).toEqual([]);
  });

  it.each([
    [
      { reagents: [{ amount: { value: 0, unit: "equiv" } }] },
      "parts.0.reactions.0.reagents.0.amount.value: must be more than 0",
    ],
    [
      { reagents: [{ amount: { value: 150, unit: "mol%" } }] },
      "parts.0.reactions.0.reagents.0.amount.value: must be at most 100",
    ],
    [
      { reagents: [{ amount: { value: 1, unit: "g" } }] },
      "parts.0.reactions.0.reagents.0.amount.unit: must be one of equiv, mol%, cat",
    ],
    [
      { reagents: [{ amount: { value: 3, unit: "cat" } }] },
      "parts.0.reactions.0.reagents.0.amount.value: must be empty for a catalytic amount",
    ],
    [{ yield: "70–105%" }, "parts.0.reactions.0.yield: A yield is from 0 to 100 %."],
    [
      { yield: "70–65%" },
      "parts.0.reactions.0.yield: A range goes from the lower yield to the higher (46–50).",
    ],
    [
      { substrates: [{ coefficient: 2.5 }] },
      "parts.0.reactions.0.substrates.0.coefficient: must be a whole number",
    ],
    [
      { substrates: [{ coefficient: 21 }] },
      "parts.0.reactions.0.substrates.0.coefficient: must be at most 20",
    ],
    [
      { atmosphere: { gas: "He" } },
      "parts.0.reactions.0.atmosphere.gas: must be one of Ar, N2, inert, air, O2, H2, CO",
    ],
    [
      { atmosphere: { gas: "H2", pressure: { value: 5, unit: "Torr" } } },
      "parts.0.reactions.0.atmosphere.pressure.unit: must be one of atm, bar, psi, MPa",
    ],
    [
      { concentration: { value: "0.1", unit: "M" } },
      "parts.0.reactions.0.concentration.value: must be a number",
    ],
    [
      { concentration: { value: 50, unit: "M" } },
      "parts.0.reactions.0.concentration.value: must be at most 20",
    ],
    [{ neat: "yes" }, "parts.0.reactions.0.neat: must be true or false"],
    [{ neat: true, solvents: ["THF"] }, "parts.0.reactions.0.neat: a reaction run neat has no solvent"],
    [
      { selectivities: [{ type: "de", value: 5 }] },
      "parts.0.reactions.0.selectivities.0.type: must have a type among dr, er, E/Z, ee",
    ],
    [
      { selectivities: [{ type: "ee", value: 101 }] },
      "parts.0.reactions.0.selectivities.0.value: must be at most 100",
    ],
    [
      { selectivities: [{ type: "dr", ratio: [5] }] },
      "parts.0.reactions.0.selectivities.0.ratio: must be two numbers",
    ],
    [
      {
        selectivities: [
          { type: "ee", value: 90 },
          { type: "ee", value: 91 },
        ],
      },
      "parts.0.reactions.0.selectivities.1.type: gives ee twice",
    ],
  ])("refuses %j naming the field", (fields, expected) => {
    expect(firstIssue(fields)).toBe(expected);
  });
});

describe("the document's reaction", () => {
  it("gives an older reaction empty records", () => {
    const r = reactionSchema.parse({ step: 1, substrates: [{ smiles: "C" }], reagents: [{ name: "NaH" }] });
    expect(r).toMatchObject({ atmosphere: null, concentration: null, neat: false, selectivities: [] });
    expect(r.substrates[0]?.coefficient).toBeNull();
    expect(r.reagents[0]?.amount).toBeNull();
  });

  it("stores a coefficient of 1 as null, keeps 2, and refuses neat with a solvent", () => {
    const r = reactionSchema.parse({
      step: 1,
      substrates: [
        { smiles: "C", coefficient: 1 },
        { smiles: "O", coefficient: 2 },
      ],
    });
    expect(r.substrates.map((s) => s.coefficient)).toEqual([null, 2]);
    const neat = reactionSchema.safeParse({ step: 1, neat: true, solvents: ["THF"] });
    expect(neat.success ? [] : neat.error.issues.map((i) => i.path.join("."))).toEqual(["neat"]);
  });
});
