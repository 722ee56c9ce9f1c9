import { formatTemperature, formatTime, parseTemperature, parseTime } from "../conditions.ts";
import { readArrowPieces, yieldText } from "./one-line-scheme.ts";
import { agentNames, type FileReaction } from "./scheme-file.ts";

/**
 * The data fields an RDfile record or an SD record may give a step, by the field's name (case
 * ignored): reagents, catalysts and solvents by name (or, in an RDfile, as a structure), temperature,
 * time, yield and a comment. ISIS-style names (`RXN:VARIATION(1):REAGENT(1):MOL:NAME`) are read by
 * their parts; other fields (formulas, registry numbers, CAS numbers) are ignored.
 */

export type FieldRole = "reagent" | "solvent" | "temperature" | "time" | "yield" | "comment";

/** What a field's name says it holds, or null for a field the importer ignores. */
export function fieldRole(name: string): { role: FieldRole; group: string } | null {
  const upper = name.trim().toUpperCase();
  const agent = /^(.*?\b(SOLVENT|REAGENT|CATALYST|AGENT)S?(\(\d+\))?)(?::(.*))?$/.exec(upper);
  if (agent) {
    const rest = agent[4] ?? "";
    // A name, a structure, or the field itself; never a formula or a registry number.
    if (rest !== "" && !/(^|:)(NAME|MOLSTRUCTURE|STRUCTURE|MOL)$/.test(rest)) return null;
    return { role: agent[2] === "SOLVENT" ? "solvent" : "reagent", group: agent[1] as string };
  }
  if (/YIELD$/.test(upper)) return { role: "yield", group: upper };
  if (/TEMP(ERATURE)?$/.test(upper)) return { role: "temperature", group: upper };
  if (/(^|[:_ ])TIME$/.test(upper)) return { role: "time", group: upper };
  if (/(COMMENT|NOTE|REMARK)S?$/.test(upper)) return { role: "comment", group: upper };
  return null;
}

/** A plain number is a yield in percent: "85" → "85%"; a range or brsm as the editor writes it. */
const percent = (value: string) => yieldText(value) ?? value;
/** A plain number is a temperature in °C: "-78" → "-78 °C"; 'rt', '0 °C → rt' as the editor writes them. */
const celsius = (value: string) => {
  const plainNumber = /^[-−]?\d+(\.\d+)?$/.test(value);
  return formatTemperature(parseTemperature(plainNumber ? `${value.replace("−", "-")} °C` : value)) ?? value;
};
/** '2 h', 'overnight' as the editor writes them ('ON'); anything else as given. */
const duration = (value: string) => formatTime(parseTime(value)) ?? value;

/** Puts one text field's value into the reaction. */
export function applyTextField(reaction: FileReaction, role: FieldRole, value: string): void {
  const text = value.trim();
  if (text === "") return;
  if (role === "reagent") reaction.reagentNames.push(...agentNames(text));
  else if (role === "solvent") reaction.solventNames.push(...agentNames(text));
  else if (role === "yield") reaction.yield = percent(text);
  else if (role === "temperature") reaction.temperature = celsius(text);
  else if (role === "time") reaction.time = duration(text);
  else reaction.comment = reaction.comment ? `${reaction.comment}\n${text}` : text;
}

/**
 * A text drawn above or below a reaction arrow ("MeI, NaH", "THF, −78 °C, 2 h", "85%"): each piece is
 * read as a one-line scheme reads its middle field (one-line-scheme.ts): a temperature, a time, an
 * atmosphere, a yield or selectivity, an amount for the agent before it, or an agent name (matching
 * decides whether a name is a solvent). Brackets split pieces as before ("2 h (85%)").
 */
export function applyArrowText(reaction: FileReaction, text: string): void {
  readArrowPieces(reaction, agentNames(text.replace(/[()]/g, (c) => (c === "(" ? "; " : ""))));
}
