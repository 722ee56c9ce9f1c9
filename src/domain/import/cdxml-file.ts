import { SaxesParser, type SaxesTagPlain } from "saxes";
import { STRUCTURE_LIMITS } from "../structure-limits.ts";
import { checkFileShape, count, IMPORT_LIMITS, SchemeFileError } from "./scheme-file.ts";

/**
 * The reaction scheme of a ChemDraw CDXML file: each `<step>` of a `<scheme>` names its reactants,
 * products and the objects above and below its arrow by id. The XML is read by a streaming parser
 * (saxes) in one pass: no entity is expanded beyond XML's five, no document type is fetched, and
 * every cap below is checked as the element that passes it is read, so the work and the memory stay
 * in proportion to the file. Each structure (an outermost `<fragment>`) is written out once as a
 * small CDXML document of its own, which the server converts to a Molfile with Indigo; the texts
 * (`<t>`, their `<s>` runs) become agent names and conditions.
 */

/** Caps on a CDXML file beyond IMPORT_LIMITS, each named in its refusal. */
export const CDXML_LIMITS = {
  elements: 200_000,
  depth: 64,
  /** Structures (outermost fragments) in one file: 100 steps of a few molecules each. */
  fragments: 500,
  /** Atoms (`<n>` nodes) of one structure, abbreviations included. */
  nodes: STRUCTURE_LIMITS.atoms,
  /** Characters of the font or colour table that goes with every structure. */
  tableChars: 10_000,
  /** Characters of one text (`<t>`) near an arrow. */
  textChars: 2_000,
} as const;

export interface CdxmlFragment {
  /** The fragment alone, wrapped as a CDXML document with the file's font and colour tables. */
  cdxml: string;
  where: string;
}

export interface CdxmlStep {
  where: string;
  /** Indexes into CdxmlScheme.fragments (a structure drawn once may serve several steps). */
  reactants: number[];
  products: number[];
  /** Structures drawn above or below the arrow. */
  agents: number[];
  /** Texts above or below the arrow, in order. */
  texts: string[];
}

export interface CdxmlScheme {
  fragments: CdxmlFragment[];
  steps: CdxmlStep[];
}

interface RawStep {
  where: string;
  attrs: Record<string, string>;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, "&quot;");

function openTag(tag: SaxesTagPlain): string {
  let out = `<${tag.name}`;
  for (const [name, value] of Object.entries(tag.attributes)) out += ` ${name}="${escapeAttr(value)}"`;
  return `${out}${tag.isSelfClosing ? "/>" : ">"}`;
}

/** An element being written out (a structure or a table): its pieces, joined once when it closes. */
interface Capture {
  depth: number;
  parts: string[];
  chars: number;
  id: string;
  where: string;
  nodes: number;
}

export function readCdxmlScheme(text: string): CdxmlScheme {
  // ChemDraw may write a whole document on one line: only the size and the lines are capped.
  checkFileShape(text, { lineChars: false });
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  const lineNow = () => `line ${parser.line}`;
  const refuse = (message: string, where = lineNow()): never => {
    throw new SchemeFileError(where, message);
  };

  const stack: string[] = [];
  let elements = 0;
  let fragmentCount = 0;
  let tagLine = 1;
  /** Outermost fragments by id, in the order read, as XML; ids of anything else (texts, nested). */
  const fragmentXml = new Map<string, { xml: string; where: string }>();
  const otherIds = new Set<string>();
  const tables: string[] = [];
  const texts = new Map<string, string>();
  const steps: RawStep[] = [];
  let capture: Capture | null = null;
  let table: Capture | null = null;
  /** The `<t>` outside any structure being read, and whether an `<s>` run of it is open. */
  let openText: { id: string; text: string; depth: number } | null = null;
  let inRun = false;

  parser.on("opentagstart", () => {
    tagLine = parser.line;
  });
  parser.on("opentag", (tag) => {
    const depth = stack.length;
    const where = `line ${tagLine}`;
    if (depth === 0 && tag.name !== "CDXML") {
      refuse("a ChemDraw CDXML file's document is a '<CDXML>' element", "line 1");
    }
    if (++elements > CDXML_LIMITS.elements) {
      refuse(`the file has more than ${count(CDXML_LIMITS.elements)} elements`, where);
    }
    if (depth >= CDXML_LIMITS.depth) refuse(`elements nested deeper than ${CDXML_LIMITS.depth}`, where);
    if (!tag.isSelfClosing) stack.push(tag.name);
    const id = tag.attributes.id ?? "";

    if (capture) {
      if (id) otherIds.add(id);
      if (tag.name === "n" && ++capture.nodes > CDXML_LIMITS.nodes) {
        refuse(`the structure has more than ${CDXML_LIMITS.nodes} atoms`, capture.where);
      }
      append(capture, openTag(tag));
      return;
    }
    if (table) {
      append(table, openTag(tag));
      return;
    }
    if (tag.name === "fragment") {
      if (++fragmentCount > CDXML_LIMITS.fragments) {
        refuse(`the file has more than ${CDXML_LIMITS.fragments} structures`, where);
      }
      const started: Capture = { depth, parts: [], chars: 0, id, where, nodes: 0 };
      capture = started;
      append(started, openTag(tag));
      if (tag.isSelfClosing) endCapture();
      return;
    }
    if (depth === 1 && (tag.name === "fonttable" || tag.name === "colortable")) {
      const started: Capture = { depth, parts: [], chars: 0, id: tag.name, where, nodes: 0 };
      table = started;
      append(started, openTag(tag));
      if (tag.isSelfClosing) endTable();
      return;
    }
    if (id) otherIds.add(id);
    if (tag.name === "step") {
      if (steps.length >= IMPORT_LIMITS.reactions) {
        refuse(`the file has more than ${IMPORT_LIMITS.reactions} reactions`, where);
      }
      steps.push({ where, attrs: tag.attributes });
    } else if (tag.name === "t" && !tag.isSelfClosing) {
      openText = { id, text: "", depth };
    } else if (tag.name === "s" && openText) {
      inRun = !tag.isSelfClosing;
    }
  });
  parser.on("text", (value) => {
    if (capture) append(capture, escapeText(value));
    else if (table) append(table, escapeText(value));
    else if (openText && inRun) {
      openText.text += value;
      if (openText.text.length > CDXML_LIMITS.textChars) {
        refuse(`a text has more than ${count(CDXML_LIMITS.textChars)} characters`);
      }
    }
  });
  parser.on("closetag", (tag) => {
    if (!tag.isSelfClosing) stack.pop();
    const depth = stack.length;
    if (capture) {
      if (!tag.isSelfClosing) append(capture, `</${tag.name}>`);
      if (depth === capture.depth) endCapture();
      return;
    }
    if (table) {
      if (!tag.isSelfClosing) append(table, `</${tag.name}>`);
      if (depth === table.depth) endTable();
      return;
    }
    if (tag.name === "s") inRun = false;
    if (tag.name === "t" && openText && depth === openText.depth) {
      const content = openText.text.trim();
      if (openText.id && content) texts.set(openText.id, content);
      openText = null;
    }
  });

  function append(into: Capture, piece: string) {
    into.chars += piece.length;
    if (into === table && into.chars > CDXML_LIMITS.tableChars) {
      refuse(`the ${into.id} has more than ${count(CDXML_LIMITS.tableChars)} characters`);
    }
    into.parts.push(piece);
  }
  function endCapture() {
    const done = capture as Capture;
    capture = null;
    // The first structure of an id wins, as ChemDraw's own ids are unique.
    if (done.id && !fragmentXml.has(done.id) && !otherIds.has(done.id)) {
      fragmentXml.set(done.id, { xml: done.parts.join(""), where: done.where });
    }
  }
  function endTable() {
    tables.push((table as Capture).parts.join(""));
    table = null;
  }

  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof SchemeFileError) throw error;
    // saxes says "file:line:column: message"; the line is ours to say.
    const message =
      error instanceof Error ? error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, "") : String(error);
    throw new SchemeFileError(lineNow(), `the XML is not well formed (${message.replace(/\.$/, "")})`);
  }
  if (steps.length === 0) {
    refuse("this ChemDraw file holds no reaction scheme (no '<step>' of a '<scheme>')", "line 1");
  }
  return resolveSteps(steps, fragmentXml, texts, tables.join(""));
}

/** Each step's ids turned into structures and texts; every structure written as a document once. */
function resolveSteps(
  steps: readonly RawStep[],
  fragmentXml: ReadonlyMap<string, { xml: string; where: string }>,
  texts: ReadonlyMap<string, string>,
  tables: string,
): CdxmlScheme {
  const fragments: CdxmlFragment[] = [];
  const indexOf = new Map<string, number>();
  const fragment = (id: string): number | null => {
    const known = indexOf.get(id);
    if (known !== undefined) return known;
    const found = fragmentXml.get(id);
    if (!found) return null;
    fragments.push({
      cdxml: `<?xml version="1.0"?><CDXML>${tables}<page id="1">${found.xml}</page></CDXML>`,
      where: found.where,
    });
    indexOf.set(id, fragments.length - 1);
    return fragments.length - 1;
  };
  const structures = (step: RawStep, attr: string, side: string, cap: number): number[] =>
    idsOf(step, attr, side, cap).map((id) => {
      const index = fragment(id);
      if (index === null) {
        throw new SchemeFileError(
          step.where,
          `the step names '${id.slice(0, 40)}', which is not a structure of the file`,
        );
      }
      return index;
    });
  return {
    fragments,
    steps: steps.map((step) => {
      const around = [
        ...idsOf(step, "ReactionStepObjectsAboveArrow", "objects above the arrow", IMPORT_LIMITS.agents),
        ...idsOf(step, "ReactionStepObjectsBelowArrow", "objects below the arrow", IMPORT_LIMITS.agents),
      ];
      const agents: number[] = [];
      const stepTexts: string[] = [];
      for (const id of around) {
        const text = texts.get(id);
        if (text) stepTexts.push(text);
        else if (fragmentXml.has(id)) agents.push(fragment(id) as number);
      }
      return {
        where: step.where,
        reactants: structures(step, "ReactionStepReactants", "reactants", IMPORT_LIMITS.perSide),
        products: structures(step, "ReactionStepProducts", "products", IMPORT_LIMITS.perSide),
        agents,
        texts: stepTexts,
      };
    }),
  };
}

/** The ids a step's attribute lists, refused past `cap` before any of them is looked up. */
function idsOf(step: RawStep, attr: string, side: string, cap: number): string[] {
  const ids = (step.attrs[attr] ?? "").split(/\s+/).filter(Boolean);
  if (ids.length > cap) {
    throw new SchemeFileError(
      step.where,
      `the step names ${ids.length} ${side}; a step may have at most ${cap}`,
    );
  }
  return ids;
}
