import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { z } from "zod";
import {
  namedReactionDocSchema,
  protectingGroupDocSchema,
  reagentDocSchema,
  solventDocSchema,
} from "../../domain/reference-data.ts";
import { type SynthesisDocument, synthesisDocumentSchema } from "../../domain/synthesis-document.ts";
import { loadReferenceData, type ReferenceData } from "./load-reference-data.ts";
import { type PublishDeps, publishSynthesis } from "./publish-synthesis.ts";

export interface Dataset {
  reference: ReferenceData;
  syntheses: { file: string; doc: SynthesisDocument }[];
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
    const doc = parseFile(file, synthesisDocumentSchema, JSON.parse(await readFile(file, "utf8")));
    syntheses.push({ file, doc });
  }
  return { reference, syntheses };
}

/** Loads the reference data, then publishes each synthesis that is not already stored. */
export async function seedDataset(
  deps: PublishDeps & { isPublished: (doc: SynthesisDocument) => Promise<boolean> },
  dataset: Dataset,
): Promise<{ published: number; skipped: number }> {
  await loadReferenceData(deps, dataset.reference);
  let published = 0;
  let skipped = 0;
  for (const { file, doc } of dataset.syntheses) {
    if (await deps.isPublished(doc)) {
      skipped++;
      continue;
    }
    try {
      await publishSynthesis(deps, doc);
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    published++;
  }
  return { published, skipped };
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
    const issue = result.error.issues[0];
    throw new Error(`${where}: ${issue?.path.join(".") || "value"}: ${issue?.message}`);
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
