/**
 * npm run data:completeness [-- --write] — counts how many demo reactions carry reagents, solvents,
 * conditions and yields and how many references have a DOI, and prints the table. With --write it
 * also updates the table in data/demo/README.md (the data tests fail while that copy is stale).
 */
import { readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { readDataset } from "../src/server/seed/seed-dataset.ts";
import { completenessTable, computeCompleteness, writeCompletenessBlock } from "./lib/demo-completeness.ts";

const { values } = parseArgs({ options: { write: { type: "boolean", default: false } } });
const dir = resolve("data/demo");
const table = completenessTable(computeCompleteness(await readDataset(dir)));
console.log(table);
if (values.write) {
  const readmePath = resolve(dir, "README.md");
  await writeFile(readmePath, writeCompletenessBlock(await readFile(readmePath, "utf8"), table));
  console.log(`\nUpdated ${readmePath}.`);
}
