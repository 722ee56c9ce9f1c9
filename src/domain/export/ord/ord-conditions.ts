import { parseTemperature, parseTime } from "../../conditions.ts";
import type { ReactionDoc } from "../../synthesis-document.ts";
import type { OrdConditions, OrdValue } from "./ord-json.ts";

/**
 * A step's condition texts as ORD conditions. Only what the archive's own parser reads as one value
 * becomes a structured field (a fixed temperature, room temperature, reflux, a single time); a
 * range, 'overnight' or any other text stays as written in `details`, with `conditionsAreDynamic`
 * set as ORD asks whenever details carry what its fields cannot.
 */

const ATMOSPHERES: Record<string, string> = {
  Ar: "ARGON",
  N2: "NITROGEN",
  air: "AIR",
  O2: "OXYGEN",
  H2: "HYDROGEN",
  CO: "CARBON_MONOXIDE",
};
const PRESSURE_UNITS: Record<string, string> = { atm: "ATMOSPHERE", bar: "BAR", psi: "PSI" };
const TIME_UNITS = { min: "MINUTE", h: "HOUR", d: "DAY" } as const;

/** A single time as an ORD Time (a week is written as 7 days: ORD has no week); null otherwise. */
export function ordTime(text: string | null): OrdValue | null {
  const t = parseTime(text);
  if (t.mode !== "single") return null;
  if (t.unit === "week") return { value: t.value * 7, units: "DAY" };
  return { value: t.value, units: TIME_UNITS[t.unit] };
}

function pressureOf(reaction: ReactionDoc): OrdConditions["pressure"] | undefined {
  const atmosphere = reaction.atmosphere;
  if (!atmosphere) return undefined;
  const gas = ATMOSPHERES[atmosphere.gas];
  const out: NonNullable<OrdConditions["pressure"]> = {
    atmosphere: gas ? { type: gas } : { type: "CUSTOM", details: `${atmosphere.gas} atmosphere` },
  };
  const p = atmosphere.pressure;
  if (p) {
    // MPa is not an ORD unit; kPa is, and the conversion is exact.
    out.setpoint =
      p.unit === "MPa"
        ? { value: p.value * 1000, units: "KILOPASCAL" }
        : { value: p.value, units: PRESSURE_UNITS[p.unit] ?? "ATMOSPHERE" };
  }
  return out;
}

export function ordConditions(reaction: ReactionDoc): OrdConditions | undefined {
  const out: OrdConditions = {};
  const details: string[] = [];
  const temperature = parseTemperature(reaction.temperature);
  if (temperature.mode === "fixed" && typeof temperature.value === "number") {
    out.temperature = { setpoint: { value: temperature.value, units: "CELSIUS" } };
  } else if (temperature.mode === "fixed" && temperature.value === "RT") {
    out.temperature = { control: { type: "AMBIENT" } };
  } else if (temperature.mode === "fixed" && temperature.value === "Reflux") {
    out.reflux = true;
  } else if (reaction.temperature) {
    details.push(`temperature: ${reaction.temperature}`);
  }
  if (reaction.time && !ordTime(reaction.time)) details.push(`time: ${reaction.time}`);
  const pressure = pressureOf(reaction);
  if (pressure) out.pressure = pressure;
  if (reaction.concentration) {
    details.push(`concentration: ${reaction.concentration.value} ${reaction.concentration.unit}`);
  }
  if (reaction.neat) details.push("neat (no solvent)");
  if (reaction.special_condition) details.push(reaction.special_condition);
  if (details.length > 0) {
    out.details = details.join("; ");
    out.conditionsAreDynamic = true;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
