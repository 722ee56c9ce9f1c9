import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { ZodError } from "zod";
import type { RevisionRepository } from "../../db/repositories/revisions.ts";
import type { FingerprintValues } from "../../db/repositories/structure-fingerprints.ts";
import {
  insertSynthesisGraph,
  loadNameIndex,
  type NameIndex,
  type ReferenceNames,
  replaceSynthesisGraph,
  type SynthesisGraph,
  synthesisImageFiles,
} from "../../db/repositories/synthesis-writer.ts";
import type { Database } from "../../db/schema.ts";
import { countParts, countSteps } from "../../domain/steps.ts";
import {
  type ChemicalDoc,
  type SynthesisDocument,
  synthesisDocumentSchema,
} from "../../domain/synthesis-document.ts";
import { invalidInput, unprocessable } from "../http/errors.ts";
import { storageUnwritable } from "../storage/image-storage.ts";
import { svgSize } from "../structures/svg-size.ts";
import type { ImageWriter, StagedImage, StructureRenderer } from "./ports.ts";

export interface PublishDeps {
  db: Kysely<Database>;
  revisions: RevisionRepository;
  structures: StructureRenderer;
  images: ImageWriter;
  /** Told after commit, so this process's caches and search index see the write at once. */
  watcher?: { refresh(): Promise<number> };
}

/** A file staged before commit and moved into place after it; folder and name may depend on the id. */
export interface PendingImage {
  folder: string | ((synthesisId: number) => string);
  name: string | ((synthesisId: number) => string);
  svg: string | Uint8Array;
}

export interface PublishOptions {
  submitterUserId?: number | null;
  /**
   * A revision: replace this synthesis's rows in place (same id) instead of inserting a new one.
   * Its submitter, creation time and publication state stay; images no row names any more are
   * removed after commit.
   */
  replace?: number;
  /** Runs first inside the transaction (a revision raises and checks the version here). */
  before?: (trx: Transaction<Database>) => Promise<void>;
  /** Runs inside the transaction once the rows are written (history, the draft's publication). */
  after?: (trx: Transaction<Database>, synthesisId: number) => Promise<void>;
  /** More files to write with the drawings (uploaded PNGs copied into place). */
  files?: PendingImage[];
}

/**
 * Validates a Synthesis document and writes it into the relational tables in one transaction (all or
 * nothing). Structures are drawn before the transaction; their files are staged inside it (a folder
 * that cannot be written rolls the rows back) and moved into place after it commits,
 * under names derived from the SMILES, so a retry rewrites the same files.
 */
export async function publishSynthesis(
  deps: PublishDeps,
  input: unknown,
  options: PublishOptions = {},
): Promise<number> {
  const prepared = await prepareSynthesis(deps.structures, input);
  let staged: StagedImage[] = [];
  let written: WrittenSynthesis;
  try {
    written = await deps.db.transaction().execute(async (trx) => {
      const result = await writeSynthesis(trx, prepared, options);
      await deps.revisions.bump(trx);
      // Last before commit: a folder that cannot be written rolls everything back.
      staged = await stageSynthesisFiles(deps.images, result);
      return result;
    });
  } catch (error) {
    for (const file of staged) await file.discard().catch(() => undefined);
    throw error;
  }
  await finishSynthesisFiles(deps.images, written, staged);
  await deps.watcher?.refresh();
  return written.id;
}

/**
 * Writes every image of a written synthesis under a staging name, inside its transaction; any
 * failure removes what was staged and becomes a clear 503, so the transaction rolls back.
 */
export async function stageSynthesisFiles(
  images: ImageWriter,
  written: WrittenSynthesis,
): Promise<StagedImage[]> {
  const staged: StagedImage[] = [];
  try {
    for (const image of written.images) {
      const folder = typeof image.folder === "function" ? image.folder(written.id) : image.folder;
      const name = typeof image.name === "function" ? image.name(written.id) : image.name;
      staged.push(await images.stage(folder, name, image.svg));
    }
  } catch (error) {
    for (const file of staged) await file.discard().catch(() => undefined);
    throw storageUnwritable(error);
  }
  return staged;
}

/**
 * After commit: moves the staged images into place, then removes the files no row names any more.
 * A crash before this ends is finished by the repair at the next start (storage/repair-images.ts).
 */
export async function finishSynthesisFiles(
  images: ImageWriter,
  written: WrittenSynthesis,
  staged: readonly StagedImage[],
): Promise<void> {
  for (const file of staged) await file.commit();
  for (const file of written.stale) {
    const slash = file.lastIndexOf("/");
    await images.remove(file.slice(0, slash), file.slice(slash + 1));
  }
}

/** A validated document with every structure drawn: what `writeSynthesis` needs, no I/O left. */
export interface PreparedSynthesis {
  doc: SynthesisDocument;
  drawings: Map<string, Drawing>;
}

/** What a written synthesis leaves to do once its transaction commits: files to write and remove. */
export interface WrittenSynthesis {
  id: number;
  images: PendingImage[];
  stale: string[];
}

/** Validates the document (400 naming the field) and draws its structures (422 for a bad SMILES). */
export async function prepareSynthesis(
  structures: StructureRenderer,
  input: unknown,
): Promise<PreparedSynthesis> {
  const parsed = synthesisDocumentSchema.safeParse(input);
  if (!parsed.success) throw fromZod(parsed.error);
  // Drawing is the slow part: it happens before any transaction so the write lock is held briefly.
  return { doc: parsed.data, drawings: await drawStructures(structures, parsed.data) };
}

/** Writes a prepared synthesis's rows inside the caller's transaction (which bumps the revision). */
export async function writeSynthesis(
  trx: Transaction<Database>,
  prepared: PreparedSynthesis,
  options: PublishOptions = {},
): Promise<WrittenSynthesis> {
  const { doc, drawings } = prepared;
  const images: PendingImage[] = [...(options.files ?? [])];
  let stale: string[] = [];
  await options.before?.(trx);
  const names = await loadNameIndex(trx, referenceNames(doc));
  const graph = buildGraph(drawings, doc, names, images, options.submitterUserId ?? null);
  let id: number;
  if (options.replace === undefined) {
    id = await insertSynthesisGraph(trx, graph);
  } else {
    id = options.replace;
    const former = await synthesisImageFiles(trx, id);
    await replaceSynthesisGraph(trx, id, graph);
    const kept = await synthesisImageFiles(trx, id);
    // Special-reagent PNGs named after an upload may be shared by several syntheses: only the
    // synthesis's own drawn files (`{id}-…`) go.
    stale = [...former].filter(
      (file) =>
        !kept.has(file) &&
        (file.startsWith(`syntheses/${id}/`) || file.startsWith(`special-reagents/${id}-`)),
    );
  }
  await options.after?.(trx, id);
  return { id, images, stale };
}

/** Writes a synthesis's drawings (and removes the files it no longer names). */
export async function writeSynthesisFiles(images: ImageWriter, written: WrittenSynthesis): Promise<void> {
  for (const image of written.images) {
    const folder = typeof image.folder === "function" ? image.folder(written.id) : image.folder;
    const name = typeof image.name === "function" ? image.name(written.id) : image.name;
    await images.write(folder, name, image.svg);
  }
  for (const file of written.stale) {
    const slash = file.lastIndexOf("/");
    await images.remove(file.slice(0, slash), file.slice(slash + 1));
  }
}

interface Drawing {
  formula: string;
  carbonCount: number;
  svg: string;
  width: number | null;
  height: number | null;
  fingerprint: FingerprintValues;
}

/** Draws every structure of the document once (by SMILES); a bad SMILES fails naming its field. */
async function drawStructures(
  structures: StructureRenderer,
  doc: SynthesisDocument,
): Promise<Map<string, Drawing>> {
  const wanted: [smiles: string, field: string][] = [];
  if (doc.molecule.smiles) wanted.push([doc.molecule.smiles, "molecule.smiles"]);
  doc.parts.forEach((part, i) => {
    part.reactions.forEach((reaction, j) => {
      const at = `parts.${i}.reactions.${j}`;
      for (const [k, c] of reaction.substrates.entries()) {
        if (c.smiles) wanted.push([c.smiles, `${at}.substrates.${k}.smiles`]);
      }
      for (const [k, c] of reaction.products.entries()) {
        if (c.smiles) wanted.push([c.smiles, `${at}.products.${k}.smiles`]);
      }
      const special = reaction.special_reagent?.smiles;
      if (special) wanted.push([special, `${at}.special_reagent.smiles`]);
    });
  });
  const drawings = new Map<string, Drawing>();
  for (const [smiles, field] of wanted) {
    if (drawings.has(smiles)) continue;
    try {
      const svg = await structures.moleculeSvg(smiles);
      const fingerprint = await structures.fingerprint(smiles);
      drawings.set(smiles, { ...(await structures.describe(smiles)), svg, ...svgSize(svg), fingerprint });
    } catch {
      throw unprocessable(field, "is not a SMILES string that RDKit can read");
    }
  }
  return drawings;
}

/** Every reagent, solvent, named reaction and protecting group the document names, once each. */
function referenceNames(doc: SynthesisDocument): ReferenceNames {
  const reactions = doc.parts.flatMap((part) => part.reactions);
  const unique = (values: string[]) => [...new Set(values)];
  return {
    reagents: unique(reactions.flatMap((r) => r.reagents.map((g) => g.name))),
    solvents: unique(reactions.flatMap((r) => r.solvents)),
    namedReactions: unique(reactions.flatMap((r) => r.named_reactions)),
    protectingGroups: unique(reactions.flatMap((r) => r.protecting_groups.map((g) => g.url))),
  };
}

function buildGraph(
  drawings: Map<string, Drawing>,
  doc: SynthesisDocument,
  names: NameIndex,
  images: PendingImage[],
  submitterUserId: number | null,
): SynthesisGraph {
  const drawn = (smiles: string) => drawings.get(smiles) as Drawing;
  const described = doc.molecule.smiles ? drawn(doc.molecule.smiles) : null;
  if (described)
    images.push({ folder: "molecules", name: `${doc.molecule.structure}.svg`, svg: described.svg });
  const lookup = (map: Map<string, number>, key: string, field: string, what: string) => {
    const id = map.get(key);
    if (id === undefined) throw unprocessable(field, `unknown ${what} '${key}'`);
    return id;
  };

  return {
    molecule: {
      name: doc.molecule.name,
      structure: doc.molecule.structure,
      extension: doc.molecule.smiles ? "svg" : "png",
      smiles: doc.molecule.smiles,
      formula: described?.formula ?? null,
      carbon_count: described?.carbonCount ?? null,
      image_width: described?.width ?? null,
      image_height: described?.height ?? null,
    },
    author: { first_name: doc.author.firstName, last_name: doc.author.lastName, url: doc.author.url },
    synthesis: {
      year: doc.year,
      type_1: doc.type_1,
      type_2: doc.type_2,
      supp_steps: doc.type_1 === "Formal" ? doc.supp_steps : 0,
      comment: doc.comment,
      number_of_steps: countSteps(doc),
      number_of_parts: countParts(doc),
      submitter_name: doc.submitter,
      submitter_user_id: submitterUserId,
    },
    references: doc.references,
    fingerprints: new Map([...drawings].map(([smiles, drawing]) => [smiles, drawing.fingerprint])),
    parts: doc.parts.map((part, i) => ({
      number: part.number,
      comment: part.comment,
      reactions: part.reactions.map((reaction, j) => {
        const at = `parts.${i}.reactions.${j}`;
        const chemical = (c: ChemicalDoc, role: "substrate" | "product", position: number) => {
          if (!c.smiles) {
            return {
              role,
              position,
              filename: c.filename ?? "",
              extension: c.extension ?? "png",
              smiles: null,
              name: c.name,
              image_width: null,
              image_height: null,
            };
          }
          const filename = fileNameFor(c.smiles);
          images.push({
            folder: (id) => `syntheses/${id}`,
            name: `${filename}.svg`,
            svg: drawn(c.smiles).svg,
          });
          const { width, height, formula, carbonCount } = drawn(c.smiles);
          return {
            role,
            position,
            filename,
            extension: "svg",
            smiles: c.smiles,
            name: c.name,
            image_width: width,
            image_height: height,
            formula,
            carbon_count: carbonCount,
          };
        };
        const special = reaction.special_reagent;
        let specialReagentFile: ((synthesisId: number) => string) | undefined;
        if (special?.smiles) {
          const base = (id: number) => `${id}-${part.number}-${reaction.step}-sr`;
          specialReagentFile = (id) => `${base(id)}.svg`;
          images.push({
            folder: "special-reagents",
            name: (id) => `${base(id)}.svg`,
            svg: drawn(special.smiles).svg,
          });
        }
        return {
          row: {
            step: reaction.step,
            comment: reaction.comment,
            has_special_reagent: special ? 1 : 0,
            image_width: special?.smiles ? drawn(special.smiles).width : null,
            image_height: special?.smiles ? drawn(special.smiles).height : null,
            special_reagent: special?.filename ? `${special.filename}.${special.extension ?? "png"}` : null,
            special_condition: reaction.special_condition,
            selectivity: reaction.selectivity,
            temperature: reaction.temperature,
            time: reaction.time,
            yield: reaction.yield,
          },
          chemicals: [
            ...reaction.substrates.map((c, k) => chemical(c, "substrate", k)),
            ...reaction.products.map((c, k) => chemical(c, "product", k)),
          ],
          reagents: dedupe(
            reaction.reagents.map((r, k) => ({
              reagent_id: lookup(names.reagents, r.name, `${at}.reagents.${k}.name`, "reagent"),
              stage: r.stage,
            })),
            (r) => `${r.reagent_id}:${r.stage}`,
          ),
          solventIds: dedupe(
            reaction.solvents.map((s, k) => lookup(names.solvents, s, `${at}.solvents.${k}`, "solvent")),
            String,
          ),
          namedReactionIds: dedupe(
            reaction.named_reactions.map((u, k) =>
              lookup(names.namedReactions, u, `${at}.named_reactions.${k}`, "named reaction"),
            ),
            String,
          ),
          protectingGroups: dedupe(
            reaction.protecting_groups.map((p, k) => ({
              protecting_group_id: lookup(
                names.protectingGroups,
                p.url,
                `${at}.protecting_groups.${k}.url`,
                "protecting group",
              ),
              type: p.type,
            })),
            (p) => `${p.protecting_group_id}:${p.type}`,
          ),
          specialReagentFile,
          specialReagentSmiles: special?.smiles ?? null,
        };
      }),
    })),
  };
}

/** Chemical image names derive from the SMILES, so the same structure always maps to the same file. */
export function fileNameFor(smiles: string): string {
  return createHash("sha1").update(smiles).digest("hex").slice(0, 16);
}

function dedupe<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function fromZod(error: ZodError) {
  const issue = error.issues[0];
  return invalidInput(issue?.path.length ? issue.path.join(".") : "body", issue?.message ?? "is invalid");
}
