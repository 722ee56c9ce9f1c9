import { parseYield } from "../../conditions.ts";
import type { Selectivity } from "../../reaction-records.ts";
import type { ReactionDoc } from "../../synthesis-document.ts";
import { ordTime } from "./ord-conditions.ts";
import { identifiersOf } from "./ord-inputs.ts";
import type { OrdMeasurement, OrdOutcome, OrdProduct } from "./ord-json.ts";

/**
 * A step's outcome: its products, the first one the desired product carrying the yield and
 * selectivities. A yield becomes an ORD YIELD percentage only when it is one number for this one
 * step ('85%'); a yield over several steps, a range or a qualitative text is kept as written in a
 * CUSTOM measurement, never turned into a number.
 */

const RATIO_TYPES = { dr: "DR", er: "ER", "E/Z": "EZ" } as const;

export function yieldMeasurement(text: string | null): OrdMeasurement | null {
  if (!text) return null;
  const parsed = parseYield(text);
  if (parsed && parsed.steps === 1) return { type: "YIELD", percentage: { value: parsed.percent } };
  return { type: "CUSTOM", details: "yield as published", stringValue: text };
}

function selectivityMeasurement(s: Selectivity): OrdMeasurement {
  if (s.type === "ee") {
    return s.more_than
      ? { type: "SELECTIVITY", selectivity: { type: "EE" }, stringValue: `>${s.value}%` }
      : { type: "SELECTIVITY", selectivity: { type: "EE" }, percentage: { value: s.value } };
  }
  const ratio = `${s.more_than ? ">" : ""}${s.ratio[0]}:${s.ratio[1]}`;
  return { type: "SELECTIVITY", selectivity: { type: RATIO_TYPES[s.type] }, stringValue: ratio };
}

export function ordOutcome(reaction: ReactionDoc): OrdOutcome {
  const measurements: OrdMeasurement[] = [];
  const y = yieldMeasurement(reaction.yield);
  if (y) measurements.push(y);
  measurements.push(...reaction.selectivities.map(selectivityMeasurement));
  if (reaction.selectivity) {
    measurements.push({
      type: "SELECTIVITY",
      selectivity: { type: "CUSTOM", details: "selectivity as published" },
      stringValue: reaction.selectivity,
    });
  }
  const products: OrdProduct[] = [];
  for (const p of reaction.products) {
    const identifiers = identifiersOf(p);
    if (identifiers.length === 0) continue;
    const product: OrdProduct = { identifiers, reactionRole: "PRODUCT" };
    if (products.length === 0) {
      product.isDesiredProduct = true;
      if (measurements.length > 0) product.measurements = measurements;
    }
    products.push(product);
  }
  const outcome: OrdOutcome = {};
  const time = ordTime(reaction.time);
  if (time) outcome.reactionTime = time;
  if (products.length > 0) outcome.products = products;
  return outcome;
}
