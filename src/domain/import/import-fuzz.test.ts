import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countSmiles, molfileCounts, structureLimitProblem } from "../structure-limits.ts";
import { readCdxmlScheme } from "./cdxml-file.ts";
import { applyArrowText, fieldRole } from "./data-fields.ts";
import { readOneLineScheme } from "./one-line-scheme.ts";
import { readRdFile } from "./rd-file.ts";
import { readSchemeFileText } from "./read-scheme-file.ts";
import { readRxnFile } from "./rxn-file.ts";
import { emptyFileReaction, type ImportFormat, SchemeFileError } from "./scheme-file.ts";
import { dataHeaderName, readSdFile } from "./sd-file.ts";
import { readSmilesList } from "./smiles-list.ts";
import { fixtureFile } from "./test-files.ts";

/**
 * Every importer, fed random and mutated files: each answer is the file's reactions or a refusal
 * naming its line (the route's 400), never another error (a 500) and never a long run. The
 * readers are pure, so thousands of files take a few seconds; the time bound per file is far above
 * what linear reading takes and far below what a backtracking pattern on these sizes would.
 */
const SAMPLES: Record<ImportFormat, string[]> = {
  rxn: ["oxidation-v2000.rxn", "esterification-v3000.rxn"],
  rdf: ["two-steps.rdf", "two-steps-v3000.rdf"],
  sdf: ["route.sdf"],
  smiles: ["route.smi"],
  cdxml: ["two-steps.cdxml"],
  lines: ["route.lines.txt"],
};

/** Lines and pieces the readers look for, so mutations reach deep into each format. */
const TOKENS = [
  "$RDFILE 1",
  "$RFMT",
  "$RXN",
  "$RXN V3000",
  "$MOL",
  "$MFMT",
  "$DTYPE RXN:REAGENT(1):NAME",
  "$DATUM ",
  "$$$$",
  " | ",
  "; ",
  " (1.2 equiv)",
  " °C→rt",
  "% brsm",
  "> <NAME>",
  ">",
  "<",
  "M  END",
  "M  V30 BEGIN CTAB",
  "M  V30 COUNTS 1 0 0 0 0",
  "M  V30 BEGIN ATOM",
  "M  V30 END ATOM",
  "M  V30 END CTAB",
  "  3  2  0  0  0  0  0  0  0  0999 V2000",
  "  0  0  0     0  0            999 V3000",
  "CCO>>CC=O",
  "C1CC1",
  '<step ReactionStepReactants="100 100"/>',
  '<fragment id="100"><n/></fragment>',
  '<t id="7"><s>PCC</s></t>',
  "&amp;",
  "&boom;",
  "\r\n",
  "\n",
  " ",
];

/** A sample file with pieces replaced, inserted, repeated or removed. */
function mutated(format: ImportFormat) {
  const base = fc.constantFrom(...SAMPLES[format].map(fixtureFile));
  const edit = fc.record({
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    cut: fc.nat({ max: 200 }),
    insert: fc.oneof(fc.constantFrom(...TOKENS), fc.string({ maxLength: 40 })),
    repeat: fc.integer({ min: 1, max: 2_000 }),
  });
  return fc.tuple(base, fc.array(edit, { minLength: 1, maxLength: 6 })).map(([text, edits]) =>
    edits.reduce((out, e) => {
      const at = Math.floor(e.at * out.length);
      return out.slice(0, at) + e.insert.repeat(e.repeat) + out.slice(at + e.cut);
    }, text),
  );
}

/** Reads a file, asserting the answer's shape and the time it took. */
function readWithin(format: ImportFormat, text: string, ms: number) {
  const started = performance.now();
  const reading = readSchemeFileText(format, text);
  const took = performance.now() - started;
  if (took > ms) throw new Error(`reading took ${Math.round(took)} ms (${text.length} characters)`);
  if (!reading.ok) expect(reading.message).toMatch(/^(line|record) \d/);
  return reading;
}

describe("every importer under random and mutated files", () => {
  for (const format of Object.keys(SAMPLES) as ImportFormat[]) {
    it(`${format}: a result or a refusal naming its line, quickly, for mutated and random files`, () => {
      fc.assert(
        fc.property(mutated(format), (text) => {
          readWithin(format, text, 1_000);
        }),
        { numRuns: 300 },
      );
      fc.assert(
        fc.property(fc.string({ maxLength: 2_000, unit: "binary" }), (text) => {
          readWithin(format, text, 1_000);
        }),
        { numRuns: 200 },
      );
    });
  }

  it("the samples themselves still read (so the properties above see files that pass, not only refusals)", () => {
    for (const [format, files] of Object.entries(SAMPLES) as [ImportFormat, string[]][]) {
      for (const file of files) expect(readSchemeFileText(format, fixtureFile(file)).ok).toBe(true);
    }
  });
});

/** One line of about a megabyte built to make a backtracking pattern work quadratically. */
const MB = 1_000_000;
const ADVERSARIAL_LINES = [
  `>${"<".repeat(MB)}`,
  `> <${"x".repeat(MB)}`,
  `$DTYPE${" ".repeat(MB)}`,
  `$DATUM${" ".repeat(MB)}x`,
  `M  V30 COUNTS ${"1".repeat(MB)}`,
  `M  V30 ${"BEGIN ".repeat(MB / 6)}`,
  `${" ".repeat(MB)}V3000`,
  `${"V3000 ".repeat(MB / 6)}x`,
  `C${"|".repeat(MB)}`,
  `${"%".repeat(MB)}`,
  `${"RXN:REAGENT(1):".repeat(MB / 15)}x`,
  `${"SOLVENT ".repeat(MB / 8)}:x`,
  `${"1".repeat(MB)}%`,
  `${"-".repeat(MB)}`,
  // The one-line reader's and the arrow texts' pieces: stages, brackets, amounts, selectivities.
  `${"(1) ".repeat(MB / 4)}`,
  `${"a(".repeat(MB / 2)}ee)`,
  `x${" (".repeat(MB / 2)}`,
  `a${" ".repeat(MB)}(1 equiv)`,
  `dr ${"1".repeat(MB)}:`,
];

describe("no reader's pattern backtracks on a megabyte line", () => {
  /** The readers themselves, past the shared caps on line length (which would refuse these at once). */
  const readers: Record<ImportFormat, (line: string) => unknown> = {
    // Where each reader reads a line of its own: after a record, a data header, a reaction's header.
    sdf: (line) => readSdFile(`${fixtureFile("route.sdf").split("$$$$")[0]}${line}\n$$$$\n`),
    rdf: (line) =>
      readRdFile(
        `$RDFILE 1\n$RFMT\n${fixtureFile("oxidation-v2000.rxn")}$DTYPE RXN:REAGENT(1):NAME\n${line}\n`,
      ),
    rxn: (line) => readRxnFile(`$RXN\n${line}\n\n\n  1  1\n`),
    smiles: (line) => readSmilesList(`${line}\n`),
    lines: (line) => readOneLineScheme(`CC>>CC | ${line}; ${line} | ${line}\n`),
    cdxml: (line) =>
      readCdxmlScheme(
        `<CDXML><page id="1"><t id="1"><s>${line.replace(/[<&]/g, "x")}</s></t></page></CDXML>`,
      ),
  };
  const refusedOrRead = (read: () => unknown) => {
    try {
      read();
    } catch (error) {
      if (!(error instanceof SchemeFileError)) throw error;
    }
  };
  for (const format of Object.keys(readers) as ImportFormat[]) {
    it(`${format}: every adversarial line is read or refused within two seconds`, () => {
      for (const line of ADVERSARIAL_LINES) {
        const started = performance.now();
        refusedOrRead(() => readers[format](line));
        expect(performance.now() - started, line.slice(0, 20)).toBeLessThan(2_000);
      }
    });
  }

  it("the patterns shared by the readers (data fields, arrow texts, data headers, structure counts) too", () => {
    for (const line of ADVERSARIAL_LINES) {
      const started = performance.now();
      fieldRole(line);
      applyArrowText(emptyFileReaction("line 1"), line);
      dataHeaderName(line);
      molfileCounts(`\n\n\n${line}\n`);
      countSmiles(line);
      structureLimitProblem(line, "reaction", MB * 2);
      expect(performance.now() - started, line.slice(0, 20)).toBeLessThan(2_000);
    }
  });
});
