import {
  formatTemperature,
  formatTime,
  formatYield,
  parseTemperature,
  parseTime,
  parseYieldRecord,
} from "../conditions.ts";
import {
  type Amount,
  ATMOSPHERE_GASES,
  type Atmosphere,
  type Concentration,
  type Selectivity,
  UNIT_MAXIMA,
} from "../reaction-records.ts";
import {
  checkReactionCount,
  checkReactionSize,
  type FileReaction,
  type NamedAgent,
  SchemeFileError,
  splitLines,
} from "./scheme-file.ts";
import { reactionFromSmiles } from "./smiles-list.ts";

/**
 * The one-line scheme format (docs/one-line-schemes.md): one step per line,
 *
 *   reaction SMILES | reagents; solvents, conditions | yield | note
 *
 * e.g. `CCO>>CC=O | TBSCl, imidazole; DMF, 0 °C→rt, 2 h | 92%`. Only the SMILES is required. In the
 * middle field the names before the first ';' are reagents and those after it solvents, unless the
 * archive knows the name as only one of them; temperatures, times, atmospheres, concentrations,
 * 'neat' and selectivities are recognised wherever they stand. Numbered stages ('(1) LDA, THF;
 * (2) MeI') or 'then' ('LDA, then MeI') give the reagents their stages. Every bad line is named
 * and nothing is read unless every line is good. Pure: the names are matched on the server.
 */

/** How many bad lines one refusal lists (the rest are counted). */
const PROBLEMS_LISTED = 10;

export function readOneLineScheme(text: string): FileReaction[] {
  const reactions: FileReaction[] = [];
  const problems: { where: string; message: string }[] = [];
  splitLines(text).forEach((raw, index) => {
    const where = `line ${index + 1}`;
    const content = raw.trim();
    if (content === "" || content.startsWith("#")) return;
    checkReactionCount(reactions.length + problems.length + 1, where);
    try {
      reactions.push(readLine(content, where));
    } catch (error) {
      if (!(error instanceof SchemeFileError)) throw error;
      problems.push({ where, message: error.message.slice(where.length + 2) });
    }
  });
  const [first, ...others] = problems;
  if (first) {
    const listed = others.slice(0, PROBLEMS_LISTED - 1).map((p) => `${p.where}: ${p.message}`);
    const more = others.length - listed.length;
    const rest = [...listed, ...(more > 0 ? [`and ${more} more ${more === 1 ? "line" : "lines"}`] : [])];
    throw new SchemeFileError(first.where, [first.message, ...rest].join("; "));
  }
  if (reactions.length === 0) throw new SchemeFileError("line 1", "the text holds no step");
  return reactions;
}

function readLine(content: string, where: string): FileReaction {
  const fields = content.split("|").map((f) => f.trim());
  if (fields.length > 4) {
    throw new SchemeFileError(
      where,
      "a line has at most four fields: reaction SMILES | reagents and conditions | yield | note",
    );
  }
  const [smiles = "", middle = "", yieldText = "", note = ""] = fields;
  if (smiles === "") throw new SchemeFileError(where, "the line starts with no reaction SMILES");
  if (/\s/.test(smiles)) {
    throw new SchemeFileError(where, "the reaction SMILES has a space in it; separate the fields with '|'");
  }
  const reaction = reactionFromSmiles(smiles, where);
  const step = new StepFields(reaction, where);
  step.readMiddle(middle);
  step.readYield(yieldText);
  if (note !== "") step.addComment(note);
  checkReactionSize(reaction);
  return reaction;
}

/** Splits at `separator` outside parentheses and brackets ("Pd(OAc)2, PPh3" → two pieces). */
function splitTop(text: string, separator: "," | ";"): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(" || c === "[") depth++;
    else if ((c === ")" || c === "]") && depth > 0) depth--;
    else if (c === separator && depth === 0) {
      // A comma inside a name ("1,3-propanedithiol") has no space after it.
      if (separator === "," && i + 1 < text.length && !/\s/.test(text[i + 1] as string)) continue;
      pieces.push(text.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces.map((p) => p.trim()).filter((p) => p !== "");
}

/** Digits and Unicode look-alikes as plain text: 'N₂' → 'N2', '−78' → '-78'. */
const plain = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\s+/g, " ")
    .trim();

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const STAGE_MARK =
  /^(?:\(\s*(\d{1,2}|i{1,3}|iv|vi{0,3}|ix|x)\s*\)|(\d{1,2}|i{1,3}|iv|vi{0,3}|ix|x)\s*(?:\)|\.(?=\s)))\s*/i;
const AMOUNT = new RegExp(
  String.raw`^(.*?)\s*\(\s*${NUMBER}\s*(equiv\.?|eq\.?|equivalents?|mol\s*%)\s*\)$`,
  "i",
);
const CATALYTIC = /^(.*?)\s*\(\s*(cat\.?|catalytic)\s*\)$/i;
const GAS_WORDS: Readonly<Record<string, Atmosphere["gas"]>> = {
  ar: "Ar",
  argon: "Ar",
  n2: "N2",
  nitrogen: "N2",
  air: "air",
  o2: "O2",
  oxygen: "O2",
  inert: "inert",
};
const ATMOSPHERE = new RegExp(
  String.raw`^(?:under\s+)?(?:an?\s+)?(ar|argon|n2|nitrogen|air|o2|oxygen|inert|h2|co)(?:\s+(?:atm(?:osphere)?\.?|gas))?(?:\s*\(?\s*${NUMBER}\s*(atm|bar|psi|MPa)\s*\)?)?$`,
  "i",
);
const SELECTIVITY_RATIO = new RegExp(
  String.raw`^(dr|d\.r\.|er|e\.r\.|E/Z)\s*[:=]?\s*(>)?\s*${NUMBER}\s*:\s*${NUMBER}$|^(>)?\s*${NUMBER}\s*:\s*${NUMBER}\s*(dr|d\.r\.|er|e\.r\.|E/Z)$`,
  "i",
);
const SELECTIVITY_EE = new RegExp(String.raw`^(>)?\s*${NUMBER}\s*%\s*ee$`, "i");
const TEMPERATURE_WORDS = /°|℃|\b(?:rt|r\.t\.?|room temperature|reflux)\b/i;

/** The fields of one step as its line fills them. */
class StepFields {
  private stage = 1;
  private readonly agents: NamedAgent[];

  private readonly reaction: FileReaction;
  private readonly where: string;

  constructor(reaction: FileReaction, where: string) {
    this.reaction = reaction;
    this.where = where;
    // A step read from several texts (a CDXML arrow's) gathers them all.
    if (!reaction.namedAgents) reaction.namedAgents = [];
    if (!reaction.records) reaction.records = {};
    this.agents = reaction.namedAgents;
  }

  private refuse(message: string): never {
    throw new SchemeFileError(this.where, message);
  }

  addComment(text: string) {
    this.reaction.comment = this.reaction.comment ? `${this.reaction.comment}\n${text}` : text;
  }

  /** Reagents, solvents and conditions: groups split by ';', pieces by ', '. */
  readMiddle(text: string) {
    const groups = splitTop(text, ";");
    const numbered = groups.some((g) => STAGE_MARK.test(g));
    groups.forEach((raw, index) => {
      let group = raw;
      if (numbered) {
        const mark = STAGE_MARK.exec(group);
        if (mark) {
          if (index > 0) this.stage++;
          group = group.slice(mark[0].length);
        }
      }
      // Numbered stages each hold their own solvents; otherwise solvents follow the first ';'.
      const hint = numbered || index === 0 ? "reagent" : "solvent";
      for (const raw of splitTop(group, ",")) {
        let piece = raw;
        const then = /^then\s+/i.exec(piece);
        if (then) {
          this.stage++;
          piece = piece.slice(then[0].length);
        }
        this.readPiece(piece, hint);
      }
    });
    if (this.stage > 20) this.refuse("a step has at most 20 stages");
  }

  /**
   * One piece of a text drawn at an arrow or given in a data field: a condition, a yield, an amount
   * for the agent before it ('LDA', '1.2 equiv'), or an agent (a reagent unless the archive says it
   * is a solvent). A piece this reader would refuse is kept as a name, since such a text has no
   * grammar to hold the writer to; false when the piece was such a name.
   */
  arrowPiece(piece: string): boolean {
    const text = plain(piece);
    const amount = new RegExp(String.raw`^${NUMBER}\s*(equiv\.?|eq\.?|equivalents?|mol\s*%)$`, "i").exec(
      text,
    );
    const last = this.agents[this.agents.length - 1];
    try {
      if (amount && last && last.amount === null) {
        last.amount = this.quantity(
          Number(amount[1]),
          /mol/i.test(amount[2] as string) ? "mol%" : "equiv",
          "amount",
        );
        return true;
      }
      this.readPiece(piece, "reagent");
      return true;
    } catch (error) {
      if (!(error instanceof SchemeFileError)) throw error;
      return false;
    }
  }

  private readPiece(piece: string, hint: NamedAgent["hint"]) {
    const text = plain(piece);
    if (this.condition(text)) return;
    if (/^\d+(?:\.\d+)?\s*%$/.test(text) || /brsm/i.test(text)) return this.readYield(piece);
    this.agent(piece, hint);
  }

  /** A temperature, time, atmosphere, concentration, 'neat' or selectivity; false for anything else. */
  private condition(text: string): boolean {
    const records = this.reaction.records ?? {};
    if (TEMPERATURE_WORDS.test(text)) {
      const parsed = formatTemperature(parseTemperature(text));
      this.reaction.temperature = joined(this.reaction.temperature, parsed ?? text);
      return true;
    }
    const time = parseTime(text);
    if (time.mode !== "unspecified") {
      this.reaction.time = joined(this.reaction.time, formatTime(time) ?? text);
      return true;
    }
    if (/^neat$/i.test(text)) {
      records.neat = true;
      return true;
    }
    const concentration = new RegExp(String.raw`^${NUMBER}\s*(M|mM)$`).exec(text);
    if (concentration) {
      records.concentration = this.quantity(
        Number(concentration[1]),
        concentration[2] as Concentration["unit"],
        "concentration",
      );
      return true;
    }
    const atmosphere = ATMOSPHERE.exec(text);
    if (atmosphere) {
      const word = (atmosphere[1] as string).toLowerCase();
      const gas = GAS_WORDS[word] ?? (word === "h2" ? "H2" : "CO");
      const pressure = atmosphere[2]
        ? this.quantity(
            Number(atmosphere[2]),
            atmosphere[3] as NonNullable<Atmosphere["pressure"]>["unit"],
            "pressure",
          )
        : null;
      // H₂ and CO without a pressure are reagents ("H2, Pd/C"); with one, the atmosphere.
      if ((gas === "H2" || gas === "CO") && !pressure) return false;
      if (!ATMOSPHERE_GASES.includes(gas)) return false;
      if (records.atmosphere) this.refuse(`the line gives two atmospheres ('${text}')`);
      records.atmosphere = { gas, pressure };
      return true;
    }
    const selectivity = selectivityOf(text);
    if (selectivity) {
      this.addSelectivity(selectivity);
      return true;
    }
    return false;
  }

  private quantity<U extends string>(value: number, unit: U, what: string): { value: number; unit: U } {
    const max = UNIT_MAXIMA[unit] ?? Number.POSITIVE_INFINITY;
    if (!(value > 0) || value > max) this.refuse(`the ${what} ${value} ${unit} is not between 0 and ${max}`);
    return { value, unit };
  }

  private addSelectivity(selectivity: Selectivity) {
    const records = this.reaction.records ?? {};
    if (!records.selectivities) records.selectivities = [];
    const list = records.selectivities;
    if (list.some((s) => s.type === selectivity.type))
      this.refuse(`the line gives ${selectivity.type} twice`);
    if (selectivity.type !== "ee" && selectivity.ratio.some((n) => n > 1000)) {
      this.refuse(`the ${selectivity.type} ratio must be at most 1000:1000`);
    }
    if (selectivity.type === "ee" && selectivity.value > 100) this.refuse("an ee is at most 100%");
    list.push(selectivity);
  }

  private agent(piece: string, hint: NamedAgent["hint"]) {
    // One space at most between words, so that no pattern below can backtrack over a run of them.
    let name = piece.replace(/\s+/g, " ").trim();
    let amount: Amount | null = null;
    const amountMatch = AMOUNT.exec(name);
    if (amountMatch) {
      name = (amountMatch[1] as string).trim();
      const unit: Amount["unit"] = /mol/i.test(amountMatch[3] as string) ? "mol%" : "equiv";
      amount = this.quantity(Number(amountMatch[2]), unit, "amount");
    } else {
      const leading = new RegExp(String.raw`^${NUMBER}\s*(?:equiv\.?|eq\.?)\s+(.+)$`, "i").exec(name);
      const catalytic = CATALYTIC.exec(name);
      if (leading) {
        amount = this.quantity(Number(leading[1]), "equiv", "amount");
        name = (leading[2] as string).trim();
      } else if (catalytic) {
        name = (catalytic[1] as string).trim();
        if (!this.reaction.dropped) this.reaction.dropped = [];
        this.reaction.dropped.push({
          text: "(cat.)",
          reason: `${name} is kept; an amount needs a number, such as '5 mol %'`,
        });
      }
    }
    if (name === "") this.refuse(`'${piece}' names no reagent`);
    if (name.length > 200) this.refuse(`the name '${name.slice(0, 40)}…' is longer than 200 characters`);
    if (/^[-\d.,\s%]+$/.test(name)) this.refuse(`'${piece}' is a number, not a reagent or a condition`);
    this.agents.push({ name, hint, stage: this.stage, amount });
  }

  /** The third field: a yield, and selectivities after it ('92%, dr 5:1', '88% (95% ee)'). */
  readYield(text: string) {
    for (const raw of splitTop(text, ",")) {
      let piece = plain(raw);
      const inner = /^(.*?)\s*\(([^()]*\b(?:ee|dr|er|E\/Z)\b[^()]*)\)$/i.exec(piece);
      if (inner) {
        piece = (inner[1] as string).trim();
        const selectivity = selectivityOf(plain(inner[2] as string));
        if (!selectivity) this.refuse(`'${inner[2]}' is not a selectivity (write dr 5:1 or 95% ee)`);
        this.addSelectivity(selectivity);
        if (piece === "") continue;
      }
      const selectivity = selectivityOf(piece);
      if (selectivity) {
        this.addSelectivity(selectivity);
        continue;
      }
      this.setYield(piece, raw);
    }
  }

  private setYield(piece: string, raw: string) {
    if (this.reaction.yield !== null) this.refuse(`the line gives two yields ('${raw.trim()}')`);
    if (/^quant(\.|itative)?$/i.test(piece)) {
      this.reaction.yield = "quant.";
      return;
    }
    const text = piece.replace(/\s*over\s+(\d+)\s+steps?$/i, " ($1 steps)");
    // '70% (85% brsm)': the draft holds one yield; the brsm figure goes into the note, not lost.
    const both = new RegExp(String.raw`^(${NUMBER}\s*%)\s*\(\s*(${NUMBER}\s*%\s*brsm)\s*\)(.*)$`, "i").exec(
      text,
    );
    const yieldText = both ? `${both[1]}${both[5]}` : text;
    const record = formatYield(parseYieldRecord(yieldText));
    if (!record) {
      this.refuse(
        `'${raw.trim()}' is not a yield: write 92%, 85–90% (lower end first, at most 100%), 70% brsm or 92% (2 steps)`,
      );
    }
    this.reaction.yield = record;
    if (both) this.addComment(`${both[3]?.replace(/\s+/g, " ")} (based on recovered starting material).`);
  }
}

const joined = (was: string | null, next: string) => (was ? `${was}, then ${next}` : next);

function selectivityOf(text: string): Selectivity | null {
  const ee = SELECTIVITY_EE.exec(text);
  if (ee) return { type: "ee", value: Number(ee[2]), more_than: ee[1] === ">" };
  const ratio = SELECTIVITY_RATIO.exec(text);
  if (!ratio) return null;
  const typeWord = (ratio[1] ?? ratio[8] ?? "").toLowerCase().replace(/\./g, "");
  const type = typeWord === "e/z" ? "E/Z" : typeWord === "er" ? "er" : "dr";
  const [more, a, b] = ratio[1] ? [ratio[2], ratio[3], ratio[4]] : [ratio[5], ratio[6], ratio[7]];
  return { type, ratio: [Number(a), Number(b)], more_than: more === ">" };
}

/**
 * The texts a file gives a step outside any grammar of ours (a CDXML arrow's texts): each piece read
 * as a one-line scheme's middle field would read it, a piece it cannot place kept as a reagent name.
 */
export function readArrowPieces(reaction: FileReaction, pieces: readonly string[]): void {
  const step = new StepFields(reaction, reaction.where);
  // A step holds 20 agents: past a hundred pieces the rest are only counted (as names), so that a
  // text of thousands of pieces costs no more than reading it.
  for (const piece of pieces.slice(0, ARROW_PIECES_READ))
    if (!step.arrowPiece(piece)) reaction.reagentNames.push(piece);
  for (const piece of pieces.slice(ARROW_PIECES_READ)) reaction.reagentNames.push(piece);
}

const ARROW_PIECES_READ = 100;

/** A yield a data field gives ('85', '85–90%', '70% brsm'), as the editor writes it; null if it is none of these. */
export function yieldText(value: string): string | null {
  const text = plain(value);
  return formatYield(parseYieldRecord(/^\d+(\.\d+)?$/.test(text) ? `${text}%` : text));
}
