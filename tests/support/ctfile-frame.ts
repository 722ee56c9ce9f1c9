/**
 * Strict readers of the exports' frame (CTfile formats, BIOVIA), for the tests that prove a name
 * cannot forge a record: every line is read where the format puts it, and a line that starts like a
 * frame line (`$…`, `>`, `M  END`) anywhere else, or a record that does not end where it should,
 * throws naming the line. Only the frame is read; the chemistry is RDKit's.
 */

const FRAME_START = /^(?:\$|>|M {2}END)/;

function linesOf(text: string): string[] {
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

const fail = (at: number, what: string, line: string | undefined): never => {
  throw new Error(`line ${at + 1}: expected ${what}, found ${JSON.stringify(line?.slice(0, 60))}`);
};

/** A Molfile from its title line at `at`; its title and the index of the line after `M  END`. */
function molfile(lines: string[], at: number): { title: string; end: number } {
  if (!/V2000$/.test(lines[at + 3] ?? "")) fail(at + 3, "a V2000 counts line", lines[at + 3]);
  for (const header of [at, at + 1, at + 2]) {
    if (FRAME_START.test(lines[header] ?? "")) fail(header, "a Molfile header line", lines[header]);
  }
  let i = at + 4;
  while (lines[i] !== "M  END") {
    if (lines[i] === undefined || FRAME_START.test(lines[i] as string))
      fail(i, "a Molfile line or M  END", lines[i]);
    i++;
  }
  return { title: lines[at] as string, end: i + 1 };
}

export interface SdFrameRecord {
  title: string;
  /** The data items' names, in order. */
  items: string[];
  /** The data items' values, lines joined with "\n". */
  values: Record<string, string>;
}

/** Every record of an SD file: a Molfile, then `> <NAME>` items each ended by a blank line, then `$$$$`. */
export function sdFrame(text: string): SdFrameRecord[] {
  const lines = linesOf(text);
  const records: SdFrameRecord[] = [];
  let at = 0;
  while (at < lines.length) {
    const { title, end } = molfile(lines, at);
    const record: SdFrameRecord = { title, items: [], values: {} };
    let i = end;
    while (lines[i] !== "$$$$") {
      const header = /^> {1,2}<([^<>]+)>$/.exec(lines[i] ?? "");
      if (!header) return fail(i, "a data item header or $$$$", lines[i]);
      const name = header[1] as string;
      const value: string[] = [];
      i++;
      while (lines[i] !== "") {
        if (lines[i] === undefined || FRAME_START.test(lines[i] as string)) fail(i, "a value line", lines[i]);
        value.push(lines[i] as string);
        i++;
      }
      record.items.push(name);
      record.values[name] = value.join("\n");
      i++;
    }
    records.push(record);
    at = i + 1;
  }
  return records;
}

export interface RdFrameRecord {
  /** The Molfiles' title lines, reactants then products. */
  titles: string[];
  reactants: number;
  products: number;
  /** The data fields' names, in order. */
  fields: string[];
  /** Each field's `$DATUM` text (everything after `$DATUM `). */
  data: Record<string, string>;
}

/** Every `$RFMT` record of an RDfile: a V2000 RXN block, then `$DTYPE`/`$DATUM` pairs. */
export function rdFrame(text: string): RdFrameRecord[] {
  const lines = linesOf(text);
  if (lines[0] !== "$RDFILE 1") fail(0, "$RDFILE 1", lines[0]);
  if (!/^\$DATM {4}\d\d\/\d\d\/\d\d \d\d:\d\d$/.test(lines[1] ?? "")) fail(1, "$DATM", lines[1]);
  const records: RdFrameRecord[] = [];
  let i = 2;
  while (i < lines.length) {
    if (lines[i] !== "$RFMT") fail(i, "$RFMT", lines[i]);
    if (lines[i + 1] !== "$RXN") fail(i + 1, "$RXN", lines[i + 1]);
    for (const header of [i + 2, i + 3, i + 4]) {
      if (FRAME_START.test(lines[header] ?? "")) fail(header, "an RXN header line", lines[header]);
    }
    const counts = /^([ \d]{3})([ \d]{3})$/.exec(lines[i + 5] ?? "");
    if (!counts) return fail(i + 5, "the RXN counts line", lines[i + 5]);
    const record: RdFrameRecord = {
      titles: [],
      reactants: Number(counts[1]),
      products: Number(counts[2]),
      fields: [],
      data: {},
    };
    i += 6;
    for (let m = 0; m < record.reactants + record.products; m++) {
      if (lines[i] !== "$MOL") fail(i, "$MOL", lines[i]);
      const { title, end } = molfile(lines, i + 1);
      record.titles.push(title);
      i = end;
    }
    while (i < lines.length && lines[i] !== "$RFMT") {
      const dtype = /^\$DTYPE ([A-Z_]+)$/.exec(lines[i] as string);
      if (!dtype) return fail(i, "$DTYPE or $RFMT", lines[i]);
      const datum = /^\$DATUM (.+)$/.exec(lines[i + 1] ?? "");
      // A datum at column 8 that starts with `$` would be a Molfile or a registry number.
      if (!datum || datum[1]?.startsWith("$")) return fail(i + 1, "its $DATUM with a text", lines[i + 1]);
      record.fields.push(dtype[1] as string);
      record.data[dtype[1] as string] = datum[1] as string;
      i += 2;
    }
    records.push(record);
  }
  return records;
}
