import type { TxRepositories } from "../../../../db/repositories/index.ts";
import type { RevisionRepository } from "../../../../db/repositories/revisions.ts";
import type { FingerprintValues } from "../../../../db/repositories/structure-fingerprints.ts";
import type { NewMolecule } from "../../../../db/schema.ts";
import type { TransactionRunner } from "../../../../db/transactions.ts";
import { ARCHIVE } from "../../../../domain/change-tags.ts";
import { conflict, invalidInput, unprocessable } from "../../../../domain/errors.ts";
import { parseHillFormula } from "../../../../domain/hill-formula.ts";
import { nameKey, slugify, uniqueSlug } from "../../../../domain/lookup-names.ts";
import type { ImageWriter, StagedImage } from "../../../storage/image-writer.ts";
import { checkPng } from "../../../storage/png-reader.ts";
import type { UploadStorage } from "../../../storage/upload-storage.ts";
import type { StructureIdentifiers } from "../../../structures/identifiers.ts";
import { structureApiError } from "../../../structures/rdkit-errors.ts";
import type { StructureRenderer } from "../../../structures/structure-renderer.ts";
import { svgSize } from "../../../structures/svg-size.ts";
import { recordChange } from "./history-record.ts";

export interface MoleculeWriteDeps {
  /** Runs the write's work in one transaction (db/transactions.ts). */
  transaction: TransactionRunner;
  revisions: RevisionRepository;
  structures: Pick<StructureRenderer, "describe" | "moleculeSvg" | "fingerprint" | "identifiers">;
  images: ImageWriter;
  uploads: Pick<UploadStorage, "read">;
  watcher?: { refresh(): Promise<number> };
}

/** A new molecule: drawn from a SMILES, or an uploaded PNG with the formula typed in. */
export type NewMoleculeInput = { name: string } & (
  | { smiles: string; upload?: undefined; formula?: undefined }
  | { upload: string; formula: string; smiles?: undefined }
);

/**
 * Creates a target molecule for the editor (docs/product/api.md §5.12). The structure is drawn (or
 * the upload read) and checked before the transaction; the name is checked unique, ignoring case,
 * and the url identifier (`structure`, also the image's name) made from it inside the transaction,
 * which bumps the data revision first so concurrent creations take turns. The image file is
 * staged as the transaction's last step and moved into place after commit, so a folder that cannot
 * be written (503 storage_unavailable) leaves no molecule behind. Answers the new molecule's id.
 */
export async function createMolecule(
  deps: MoleculeWriteDeps,
  input: NewMoleculeInput,
  actor?: { id: number },
): Promise<number> {
  const name = input.name;
  const { row, image, fingerprint } = await moleculePicture(
    { structures: deps.structures, uploads: deps.uploads },
    input,
  );
  const base = slugify(name);
  if (base === "") throw invalidInput("name", "must contain a letter or a digit");

  const staged: StagedImage[] = [];
  const id = await withStagedImages(staged, () =>
    deps.transaction(async (trx, repos) => {
      // A new molecule is hidden until a synthesis of it is published: only lists may show it.
      await deps.revisions.bump(trx, [ARCHIVE]);
      const key = nameKey(name);
      if ((await repos.moleculeWriter.moleculeNames()).some((existing) => nameKey(existing) === key)) {
        throw conflict("name", "a molecule with this name already exists");
      }
      // Former url identifiers of merged molecules stay taken: they redirect to the kept molecule.
      const structure = uniqueSlug(base, await repos.moleculeWriter.moleculeStructuresLike(base));
      const id = await repos.moleculeWriter.insertMolecule({ ...row, name, structure });
      await writeMoleculeFingerprint(repos, id, fingerprint);
      await recordChange(repos, { kind: "molecule", id, action: "create", userId: actor?.id, before: null });
      // Last before commit: a folder that cannot be written (503) rolls the molecule back.
      staged.push(await deps.images.stage("molecules", `${structure}.${image.extension}`, image.content));
      return id;
    }),
  );
  await deps.watcher?.refresh();
  return id;
}

/**
 * Runs a transaction that stages image files (pushing them on `staged`), then moves them into
 * place once it has committed; when it fails, the staged files are removed and nothing changed. A
 * crash between commit and the renames is finished by the start's repair (repair-images.ts).
 */
export async function withStagedImages<T>(staged: StagedImage[], transaction: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await transaction();
  } catch (error) {
    for (const file of staged) await file.discard().catch(() => undefined);
    throw error;
  }
  for (const file of staged) await file.commit();
  return result;
}

/**
 * The columns and image of a structure: drawn from a SMILES, or an uploaded PNG with its formula.
 * No file is written here: the commands stage the image inside their transaction.
 */
export async function moleculePicture(
  deps: Pick<MoleculeWriteDeps, "structures" | "uploads">,
  input: { smiles: string } | { upload: string; formula: string },
): Promise<{
  row: Omit<NewMolecule, "name" | "structure">;
  image: { extension: "svg" | "png"; content: string | Uint8Array };
  /** Structure-search fingerprints of a drawn structure; none for an uploaded image. */
  fingerprint: FingerprintValues | null;
}> {
  let row: Omit<NewMolecule, "name" | "structure">;
  let image: { extension: "svg" | "png"; content: string | Uint8Array };
  let fingerprint: FingerprintValues | null = null;
  if ("smiles" in input) {
    let svg: string;
    let described: { canonicalSmiles: string; formula: string; carbonCount: number };
    let identifiers: StructureIdentifiers | null;
    try {
      described = await deps.structures.describe(input.smiles);
      svg = await deps.structures.moleculeSvg(described.canonicalSmiles);
      fingerprint = await deps.structures.fingerprint(described.canonicalSmiles);
      identifiers = await deps.structures.identifiers(described.canonicalSmiles);
    } catch (error) {
      throw (
        structureApiError(error, "smiles") ??
        unprocessable("smiles", "is not a SMILES string that RDKit can read")
      );
    }
    const size = svgSize(svg);
    row = {
      extension: "svg",
      smiles: described.canonicalSmiles,
      formula: described.formula,
      carbon_count: described.carbonCount,
      image_width: size.width,
      image_height: size.height,
      inchi: identifiers?.inchi ?? null,
      inchikey: identifiers?.inchiKey ?? null,
    };
    image = { extension: "svg", content: svg };
  } else {
    const formula = parseHillFormula(input.formula);
    if (!formula.ok) throw invalidInput("formula", formula.message);
    const bytes = await deps.uploads.read(input.upload);
    if (!bytes) throw unprocessable("upload", "no uploaded image has this name; upload it first");
    // Checked again: a file stored before uploads were checked whole may still be unsafe to serve.
    const header = await checkPng(bytes);
    if (!header.ok) throw unprocessable("upload", header.message);
    row = {
      extension: "png",
      smiles: null,
      formula: formula.formula,
      carbon_count: formula.carbonCount,
      image_width: header.width,
      image_height: header.height,
      // An image states no structure: no identifier is invented for it.
      inchi: null,
      inchikey: null,
    };
    image = { extension: "png", content: header.bytes };
  }
  return { row, image, fingerprint };
}

/** Keeps a molecule's structure-search row in step with its structure (none for an image). */
export async function writeMoleculeFingerprint(
  repos: TxRepositories,
  id: number,
  fingerprint: FingerprintValues | null,
): Promise<void> {
  if (!fingerprint) return repos.fingerprints.deleteStructureFingerprints("molecule", [id]);
  await repos.fingerprints.putStructureFingerprints([
    { kind: "molecule", ownerId: id, smiles: fingerprint.canonical, values: fingerprint },
  ]);
}
