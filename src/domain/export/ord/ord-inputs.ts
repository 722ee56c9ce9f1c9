import type { ChemicalDoc, ReactionDoc } from "../../synthesis-document.ts";
import type { OrdCompound, OrdIdentifier, OrdInput, OrdRole, OrdUnmeasured } from "./ord-json.ts";

/**
 * A step's substrates, reagents, solvents and special reagent as ORD reaction inputs, one input per
 * compound. ORD wants an amount on every input component; the archive records equivalents or mol %
 * (never masses or moles), so each amount is an "unmeasured" one whose details say what was
 * recorded, or that nothing was.
 */

export const NOT_RECORDED = "amount not recorded";

/** SMILES first (ORD's preferred identifier), then the name; nothing when the structure is only an image. */
export function identifiersOf(chemical: Pick<ChemicalDoc, "name" | "smiles">): OrdIdentifier[] {
  const out: OrdIdentifier[] = [];
  if (chemical.smiles) out.push({ type: "SMILES", value: chemical.smiles.trim() });
  if (chemical.name) out.push({ type: "NAME", value: chemical.name.trim() });
  return out;
}

const unmeasured = (details: string): { unmeasured: OrdUnmeasured } => ({
  unmeasured: { type: "CUSTOM", details },
});

function compound(identifiers: OrdIdentifier[], role: OrdRole, amount: string): OrdCompound {
  return { identifiers, amount: unmeasured(amount), reactionRole: role };
}

/** Inputs keyed by a readable, unique label (ORD's keys carry no meaning of their own). */
class InputMap {
  readonly inputs: Record<string, OrdInput> = {};
  add(label: string, input: OrdInput) {
    let key = label;
    for (let n = 2; key in this.inputs; n++) key = `${label} (${n})`;
    this.inputs[key] = input;
  }
}

export interface InputsResult {
  inputs: Record<string, OrdInput>;
  /** How many drawn structures had neither SMILES nor a name, so ORD cannot identify them. */
  unidentified: number;
}

export function ordInputs(reaction: ReactionDoc): InputsResult {
  const map = new InputMap();
  let unidentified = 0;
  reaction.substrates.forEach((s, i) => {
    const ids = identifiersOf(s);
    if (ids.length === 0) {
      unidentified++;
      return;
    }
    const amount = s.coefficient ? `stoichiometric coefficient ${s.coefficient}` : NOT_RECORDED;
    map.add(s.name?.trim() || `substrate ${i + 1}`, { components: [compound(ids, "REACTANT", amount)] });
  });
  // Stages give an order only when there are several (docs/product/rules.md §3.2: 0 and 1 are the first).
  const staged = reaction.reagents.some((r) => r.stage >= 2);
  for (const r of reaction.reagents) {
    const catalyst = r.amount?.unit === "mol%" || r.amount?.unit === "cat";
    const amount =
      r.amount?.value == null
        ? r.amount?.unit === "cat"
          ? "catalytic, amount not recorded"
          : NOT_RECORDED
        : `${r.amount.value} ${r.amount.unit === "mol%" ? "mol%" : "equiv"}`;
    const input: OrdInput = {
      components: [compound([{ type: "NAME", value: r.name }], catalyst ? "CATALYST" : "REAGENT", amount)],
    };
    if (staged) input.additionOrder = Math.max(r.stage, 1);
    map.add(r.name, input);
  }
  if (reaction.special_reagent) {
    const ids = identifiersOf(reaction.special_reagent);
    if (ids.length > 0)
      map.add(reaction.special_reagent.name?.trim() || "special reagent", {
        components: [compound(ids, "REAGENT", NOT_RECORDED)],
      });
    else unidentified++;
  }
  for (const solvent of reaction.solvents) {
    map.add(solvent, { components: [compound([{ type: "NAME", value: solvent }], "SOLVENT", NOT_RECORDED)] });
  }
  return { inputs: map.inputs, unidentified };
}
