import { IMPORT_LIMITS, SchemeFileError } from "./scheme-file.ts";

/**
 * The reaction scheme of a ChemDraw CDXML file, read from its XML: each `<step>` of a `<scheme>`
 * names its reactants, products and the objects above and below its arrow by id. Fragments (the
 * structures) are handed on as small CDXML documents of their own, which the server converts to
 * Molfiles with Indigo; texts (`<t>`, their `<s>` runs) become agent names and conditions. Only the
 * XML frame is read here, strictly: an unclosed or mismatched tag is refused with its line.
 */

export interface CdxmlFragment {
  /** The fragment alone, wrapped as a CDXML document. */
  cdxml: string;
  where: string;
}

export interface CdxmlStep {
  where: string;
  reactants: CdxmlFragment[];
  products: CdxmlFragment[];
  /** Structures drawn above or below the arrow. */
  agents: CdxmlFragment[];
  /** Texts above or below the arrow, in order. */
  texts: string[];
}

interface Element {
  name: string;
  attrs: Map<string, string>;
  start: number;
  end: number;
  depth: number;
  /** The text of an `<s>` run. */
  text: string;
  parent: Element | null;
}

const MAX_DEPTH = 64;
const MAX_ELEMENTS = 200_000;

function lineOf(text: string, offset: number): string {
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return `line ${line}`;
}

const decode = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const e = entity.toLowerCase();
    if (e.startsWith("#x")) return String.fromCodePoint(Math.min(Number.parseInt(e.slice(2), 16), 0x10ffff));
    if (e.startsWith("#")) return String.fromCodePoint(Math.min(Number(e.slice(1)), 0x10ffff));
    return ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" } as Record<string, string>)[e] ?? "";
  });

/** Every element of the document with its place; refuses XML that is not well formed. */
function parseElements(text: string): Element[] {
  const elements: Element[] = [];
  const stack: Element[] = [];
  const tag =
    /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|</g;
  let last = 0;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    const between = text.slice(last, m.index);
    const open = stack[stack.length - 1];
    if (open?.name === "s") open.text += decode(between);
    else if (between.trim() !== "" && stack.length === 0) {
      throw new SchemeFileError(lineOf(text, last), "text outside the CDXML document");
    }
    last = m.index + m[0].length;
    if (m[0] === "<") throw new SchemeFileError(lineOf(text, m.index), "a '<' that starts no valid tag");
    const name = m[2];
    if (!name) continue; // declaration, comment, doctype
    if (m[1] === "/") {
      const closing = stack.pop();
      if (!closing || closing.name !== name) {
        throw new SchemeFileError(
          lineOf(text, m.index),
          `'</${name}>' closes ${closing ? `'<${closing.name}>'` : "nothing"}`,
        );
      }
      closing.end = last;
      continue;
    }
    const attrs = new Map<string, string>();
    for (const a of (m[3] ?? "").matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      attrs.set(a[1] as string, decode(a[2] ?? a[3] ?? ""));
    }
    const element: Element = {
      name,
      attrs,
      start: m.index,
      end: last,
      depth: stack.length,
      text: "",
      parent: stack[stack.length - 1] ?? null,
    };
    if (element.depth > MAX_DEPTH)
      throw new SchemeFileError(lineOf(text, m.index), `elements nested deeper than ${MAX_DEPTH}`);
    elements.push(element);
    if (elements.length > MAX_ELEMENTS)
      throw new SchemeFileError(lineOf(text, m.index), "the file has too many elements");
    if (m[4] !== "/") stack.push(element);
  }
  const unclosed = stack.pop();
  if (unclosed)
    throw new SchemeFileError(lineOf(text, unclosed.start), `'<${unclosed.name}>' is never closed`);
  if (elements[0]?.name !== "CDXML")
    throw new SchemeFileError("line 1", "a ChemDraw CDXML file's document is a '<CDXML>' element");
  return elements;
}

const ids = (value: string | undefined) => (value ?? "").split(/\s+/).filter(Boolean);

export function readCdxmlScheme(text: string): CdxmlStep[] {
  if (text.length > IMPORT_LIMITS.chars) {
    throw new SchemeFileError(
      "line 1",
      `the file has more than ${IMPORT_LIMITS.chars.toLocaleString("en-US")} characters`,
    );
  }
  const elements = parseElements(text);
  const byId = new Map<string, Element>();
  for (const e of elements) {
    const id = e.attrs.get("id");
    // The outermost element of an id wins (a fragment's nested nodes have their own ids).
    if (id && !byId.has(id)) byId.set(id, e);
  }
  // Fonts and colours the fragments refer to go with each one.
  const tables = elements
    .filter((e) => e.depth === 1 && (e.name === "fonttable" || e.name === "colortable"))
    .map((e) => text.slice(e.start, e.end))
    .join("");
  const fragment = (id: string, step: Element): CdxmlFragment => {
    const e = byId.get(id);
    if (e?.name !== "fragment") {
      throw new SchemeFileError(
        lineOf(text, step.start),
        `the step names '${id}', which is not a structure of the file`,
      );
    }
    return {
      cdxml: `<?xml version="1.0"?><CDXML>${tables}<page id="1">${text.slice(e.start, e.end)}</page></CDXML>`,
      where: lineOf(text, e.start),
    };
  };
  const steps = elements.filter((e) => e.name === "step");
  if (steps.length === 0) {
    throw new SchemeFileError(
      "line 1",
      "this ChemDraw file holds no reaction scheme (no '<step>' of a '<scheme>')",
    );
  }
  if (steps.length > IMPORT_LIMITS.reactions) {
    throw new SchemeFileError(
      lineOf(text, (steps[IMPORT_LIMITS.reactions] as Element).start),
      `the file has more than ${IMPORT_LIMITS.reactions} reactions`,
    );
  }
  return steps.map((step) => {
    const around = [
      ...ids(step.attrs.get("ReactionStepObjectsAboveArrow")),
      ...ids(step.attrs.get("ReactionStepObjectsBelowArrow")),
    ];
    const agents: CdxmlFragment[] = [];
    const texts: string[] = [];
    for (const id of around) {
      const e = byId.get(id);
      if (e?.name === "fragment") agents.push(fragment(id, step));
      else if (e?.name === "t") {
        const runs = elements.filter((s) => s.name === "s" && s.start > e.start && s.end <= e.end);
        const content = runs
          .map((s) => s.text)
          .join("")
          .trim();
        if (content) texts.push(content);
      }
    }
    return {
      where: lineOf(text, step.start),
      reactants: ids(step.attrs.get("ReactionStepReactants")).map((id) => fragment(id, step)),
      products: ids(step.attrs.get("ReactionStepProducts")).map((id) => fragment(id, step)),
      agents,
      texts,
    };
  });
}
