/**
 * npm run data:check [-- --dir <folder>] — checks every synthesis file of the demo data (or another
 * dataset folder): each file against the schemas, structures RDKit reads, steps whose product differs
 * from their substrates, Total and Formal routes that end on their target, sources listed, references
 * with their fields, the README's lists of known gaps and its completeness table. Prints every
 * problem and the completeness table; exits 1 when there is a problem.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { readDataset } from "../src/server/seed/seed-dataset.ts";
import { getRdkit } from "../src/server/structures/rdkit.ts";
import { checkDataset, problemLines } from "./lib/data-check.ts";
import { completenessTable, computeCompleteness, readCompletenessBlock } from "./lib/demo-completeness.ts";

const { values } = parseArgs({ options: { dir: { type: "string", default: "data/demo" } } });
const dir = resolve(values.dir);
const readme = await readFile(resolve(dir, "README.md"), "utf8");
// readDataset validates every file against the schemas and stops at the first that fails.
const data = await readDataset(dir);
const problems = problemLines(checkDataset(data, await getRdkit(), readme));
const table = completenessTable(computeCompleteness(data));
if (readCompletenessBlock(readme) !== table) {
  problems.push("README.md: Completeness: out of date (run `npm run data:completeness -- --write`)");
}
console.log(table);
console.log(`\n${data.syntheses.length} synthesis files checked.`);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.join("\n")}`);
  process.exitCode = 1;
} else {
  console.log("No problems.");
}
