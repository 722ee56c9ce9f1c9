import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { z } from "zod";
import type { Tx } from "../../db/transactions.ts";
import { type DataFileSource, dataFileSourcesSchema } from "../../domain/data-file-sources.ts";
import { firstIssue } from "../../domain/errors.ts";
import {
  namedReactionDocSchema,
  protectingGroupDocSchema,
  reagentDocSchema,
  solventDocSchema,
} from "../../domain/reference-data.ts";
import { type SynthesisDocument, synthesisDocumentSchema } from "../../domain/synthesis-document.ts";
import type { PublishDeps } from "../api/shared/synthesis-writing/publish-synthesis.ts";
import {
  type WrittenSynthesis,
  writeSynthesisFiles,
} from "../api/shared/synthesis-writing/synthesis-files.ts";
import { prepareSynthesis } from "../api/shared/synthesis-writing/synthesis-prepare.ts";
import { writeSynthesis } from "../api/shared/synthesis-writing/synthesis-write.ts";
import { DRAWING_LANES, inOrder } from "./in-order.ts";
import {
  drawReferenceData,
  type ReferenceData,
  writeReferenceData,
  writeReferenceFiles,
} from "./load-reference-data.ts";

export interface Dataset {
  reference: ReferenceData;
  /** Each synthesis file's document and the sources its facts come from (absent in older files). */
  syntheses: { file: string; doc: SynthesisDocument; sources?: DataFileSource[] }[];
}

/**
 * Reads a dataset folder (data/demo or a test fixture): reagents/, solvents/, named-reactions/ and
 * protecting-groups/ hold JSON arrays; syntheses/ holds one Synthesis document per file.
 * Every file is validated; a bad one fails with its file name and the field.
 */
export async function readDataset(dir: string): Promise<Dataset> {
  const reference: ReferenceData = {
    reagents: await readArrays(join(dir, "reagents"), reagentDocSchema),
    solvents: await readArrays(join(dir, "solvents"), solventDocSchema),
    namedReactions: await readArrays(join(dir, "named-reactions"), namedReactionDocSchema),
    protectingGroups: await readArrays(join(dir, "protecting-groups"), protectingGroupDocSchema),
  };
  assertUnique(
    reference.reagents.map((r) => r.name),
    "reagent name",
  );
  assertUnique(
    reference.solvents.map((r) => r.name),
    "solvent name",
  );
  assertUnique(
    reference.namedReactions.map((r) => r.url),
    "named reaction url",
  );
  assertUnique(
    reference.protectingGroups.map((r) => r.url),
    "protecting group url",
  );

  const syntheses: Dataset["syntheses"] = [];
  for (const file of await jsonFiles(join(dir, "syntheses"))) {
    const raw: unknown = JSON.parse(await readFile(file, "utf8"));
    const doc = parseFile(file, synthesisDocumentSchema, raw);
    const { sources } = parseFile(file, dataFileSourcesSchema, raw);
    syntheses.push({ file, doc, sources });
  }
  return { reference, syntheses };
}

/**
 * Loads the reference data and publishes every synthesis not already stored, all in one
 * transaction: a process killed while seeding leaves the database as it was, never part of the
 * dataset. Every structure is drawn before the transaction; the files are written inside it, before
 * the commit, so committed rows never lack their images (files of a rolled-back attempt are written
 * again under the same names by the next one). `within` adds rows of the caller's to the same
 * transaction (the demo editor of a first start).
 */
export async function seedDataset(
  deps: PublishDeps & { isPublished: (doc: SynthesisDocument) => Promise<boolean> },
  dataset: Dataset,
  options: { within?: (trx: Tx) => Promise<void> } = {},
): Promise<{ published: number; skipped: number }> {
  const drawings = await drawReferenceData(deps.structures, dataset.reference);
  const todo: { file: string; doc: SynthesisDocument }[] = [];
  for (const entry of dataset.syntheses) if (!(await deps.isPublished(entry.doc))) todo.push(entry);
  const skipped = dataset.syntheses.length - todo.length;
  // Several syntheses drawn at once keep every RDKit worker busy; they are written in file order.
  const pending = await inOrder(todo, DRAWING_LANES, async ({ file, doc }) => ({
    file,
    prepared: await inFile(file, () => prepareSynthesis(deps.structures, doc)),
  }));
  await deps.transaction(async (trx, repos) => {
    await writeReferenceData(repos, dataset.reference, drawings);
    const written: WrittenSynthesis[] = [];
    for (const { file, prepared } of pending) {
      written.push(await inFile(file, () => writeSynthesis(trx, repos, prepared)));
    }
    await options.within?.(trx);
    await deps.revisions.bump(trx);
    await writeReferenceFiles(deps.images, drawings);
    for (const synthesis of written) await writeSynthesisFiles(deps.images, synthesis);
  });
  await deps.watcher?.refresh();
  return { published: pending.length, skipped };
}

async function inFile<T>(file: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function jsonFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((n) => n.endsWith(".json"))
    .sort()
    .map((n) => join(dir, n));
}

async function readArrays<S extends z.ZodType>(dir: string, schema: S): Promise<z.output<S>[]> {
  const out: z.output<S>[] = [];
  for (const file of await jsonFiles(dir)) {
    const items: unknown = JSON.parse(await readFile(file, "utf8"));
    if (!Array.isArray(items)) throw new Error(`${file}: must hold a JSON array`);
    items.forEach((item, i) => {
      out.push(parseFile(`${file}[${i}]`, schema, item));
    });
  }
  return out;
}

function parseFile<S extends z.ZodType>(where: string, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { field, message } = firstIssue(result.error, "value");
    throw new Error(`${where}: ${field}: ${message}`);
  }
  return result.data;
}

function assertUnique(values: string[], what: string): void {
  const seen = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) throw new Error(`Duplicate ${what}: ${v}`);
    seen.add(v);
  }
}
