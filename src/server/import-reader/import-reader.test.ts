import { afterEach, describe, expect, it } from "vitest";
import { fixtureFile } from "../../domain/import/test-files.ts";
import { createImportReader, type ImportReader } from "./import-reader.ts";

let reader: ImportReader | undefined;
afterEach(async () => {
  await reader?.close();
});

/** An SD file of `records` copies of the fixture's first compound: about 100 characters each. */
const bigSdFile = (records: number) => {
  const record = `${fixtureFile("route.sdf").split("$$$$")[0]?.trimEnd()}\n$$$$\n`;
  return record.repeat(records);
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
    await expect(reader.read("sdf", bigSdFile(8_000))).rejects.toMatchObject({
      status: 422,
      code: "import_too_slow",
      field: "text",
    });
    await reader.close();
    reader = createImportReader({ timeoutMs: 5_000, heapMb: 64 });
    expect((await reader.read("smiles", "C>>CC\n")).ok).toBe(true);
  });
});
