import {
  findMoleculeRow,
  moleculeIdsAndNames,
  updateMoleculeRow,
} from "../../db/repositories/merge-writer.ts";
import { parseHillFormula } from "../../domain/hill-formula.ts";
import { nameKey, slugify } from "../../domain/lookup-names.ts";
import { conflict, invalidInput, notFound } from "../http/errors.ts";
import { type MoleculeWriteDeps, moleculePicture, writeMoleculeFingerprint } from "./create-molecule.ts";
import { recordChange, snapshotOf } from "./history-record.ts";

/** `PUT /api/molecules/{id}`: each field optional; `smiles` and `upload` exclusive. */
export interface MoleculeChange {
  name?: string;
  smiles?: string;
  upload?: string;
  formula?: string;
}

/**
 * The Molecules editor's change of a molecule (docs/product/api.md §5.19): a new name (unique,
 * ignoring case; the url identifier stays, as an author's does), a structure drawn from a SMILES
 * (formula, carbon count and drawing recomputed) or an uploaded PNG with its typed formula, or only
 * the formula of a molecule drawn from a PNG. The drawing is made before the transaction and written
 * over the molecule's image after commit; one history entry records the change.
 */
export async function updateMolecule(
  deps: MoleculeWriteDeps,
  actor: { id: number },
  id: number,
  change: MoleculeChange,
) {
  if (change.name !== undefined && slugify(change.name) === "") {
    throw invalidInput("name", "must contain a letter or a digit");
  }
  const picture =
    change.smiles !== undefined
      ? await moleculePicture(deps, { smiles: change.smiles })
      : change.upload !== undefined
        ? await moleculePicture(deps, { upload: change.upload, formula: change.formula ?? "" })
        : undefined;
  let formulaOnly: { formula: string; carbonCount: number } | undefined;
  if (!picture && change.formula !== undefined) {
    const parsed = parseHillFormula(change.formula);
    if (!parsed.ok) throw invalidInput("formula", parsed.message);
    formulaOnly = { formula: parsed.formula, carbonCount: parsed.carbonCount };
  }

  let files: { write?: { name: string; content: string | Uint8Array }; remove?: string } = {};
  await deps.db.transaction().execute(async (trx) => {
    await deps.revisions.bump(trx);
    const row = await findMoleculeRow(trx, id);
    if (!row) throw notFound("Molecule");
    const before = await snapshotOf(trx, "molecule", id);
    const fields: Parameters<typeof updateMoleculeRow>[2] = {};
    if (change.name !== undefined && change.name !== row.name) {
      const key = nameKey(change.name);
      if ((await moleculeIdsAndNames(trx)).some((m) => m.id !== id && nameKey(m.name) === key)) {
        throw conflict("name", "a molecule with this name already exists");
      }
      fields.name = change.name;
    }
    if (picture) {
      Object.assign(fields, picture.row);
      files = {
        write: { name: `${row.structure}.${picture.image.extension}`, content: picture.image.content },
        ...(row.extension !== picture.image.extension ? { remove: `${row.structure}.${row.extension}` } : {}),
      };
    } else if (formulaOnly) {
      if (row.smiles) throw invalidInput("formula", "is computed from the structure; send a smiles instead");
      Object.assign(fields, { formula: formulaOnly.formula, carbon_count: formulaOnly.carbonCount });
    }
    await updateMoleculeRow(trx, id, fields);
    if (picture) await writeMoleculeFingerprint(trx, id, picture.fingerprint);
    await recordChange(trx, { kind: "molecule", id, action: "update", userId: actor.id, before });
  });
  if (files.write) await deps.images.write("molecules", files.write.name, files.write.content);
  if (files.remove) await deps.images.remove("molecules", files.remove).catch(() => undefined);
  await deps.watcher?.refresh();
}
