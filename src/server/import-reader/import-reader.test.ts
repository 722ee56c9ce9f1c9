import { afterEach, describe, expect, it } from "vitest";
import { createImportReader, type ImportReader } from "./import-reader.ts";

let reader: ImportReader | undefined;
afterEach(async () => {
  await reader?.close();
});

/** An SD file of `records` copies of the fixture's first compound: about 100 characters each. */
/**
 * An SD file within every import limit (characters, records, atoms) that still takes the worker
 * 10 ms or more to read: records of a 390-carbon chain. A file past a limit would race the limit's
 * quick refusal against the time limit.
 */
const slowSdFile = (records: number) => {
  const atoms = 390;
  const lines = [
    "chain",
    "  slow",
    "",
    `${String(atoms).padStart(3)}${String(atoms - 1).padStart(3)}  0  0  0  0  0  0  0  0999 V2000`,
  ];
  for (let i = 0; i < atoms; i++) {
    lines.push(
      `${(i * 1.5).toFixed(4).padStart(10)}    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0`,
    );
  }
  for (let i = 1; i < atoms; i++) lines.push(`${String(i).padStart(3)}${String(i + 1).padStart(3)}  1  0`);
  lines.push("M  END");
  return `${lines.join("\n")}\n$$$$\n`.repeat(records);
};

describe("the import reader's worker", () => {
  it("reads a file into its reactions, and refuses a bad one with a 400 naming its line", async () => {
    reader = createImportReader({ timeoutMs: 5_000, heapMb: 64 });
    const read = await reader.read("smiles", "CCO>>CC=O\nCC=O>>CC(=O)O\n");
    expect(read.format === "smiles" && read.reactions).toHaveLength(2);
    await expect(reader.read("smiles", "CCO>CC=O\n")).rejects.toMatchObject({
      status: 400,
      code: "invalid_input",
      field: "text",
      message: expect.stringMatching(/^text: line 1: /),
    });
  });

  it("answers a 422 import_too_slow when reading passes its time limit, and reads the next file", async () => {
    reader = createImportReader({ timeoutMs: 1, heapMb: 64 });
    // Warm the worker first: its start-up does not count against the limit.
    await reader.read("smiles", "C>>CC\n").catch(() => undefined);
    await expect(reader.read("sdf", slowSdFile(25))).rejects.toMatchObject({
      status: 422,
      code: "import_too_slow",
      field: "text",
    });
    await reader.close();
    reader = createImportReader({ timeoutMs: 5_000, heapMb: 64 });
    expect((await reader.read("smiles", "C>>CC\n")).ok).toBe(true);
  });
});
