import type { TxRepositories } from "../../../db/repositories/index.ts";
import { ARCHIVE, moleculeTag, REFERENCE_DATA } from "../../../domain/change-tags.ts";
import { conflict, invalidInput, notFound } from "../../../domain/errors.ts";
import { parseHillFormula } from "../../../domain/hill-formula.ts";
import { nameKey, slugify } from "../../../domain/lookup-names.ts";
import type { StagedImage } from "../../storage/image-writer.ts";
import {
  type MoleculeWriteDeps,
  moleculePicture,
  withStagedImages,
  writeMoleculeFingerprint,
} from "../shared/reference-data/create-molecule.ts";
import { recordChange } from "../shared/reference-data/history-record.ts";

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
 * the formula of a molecule drawn from a PNG. The drawing is made before the transaction, staged as
 * its last step (a folder that cannot be written is a 503 and changes nothing) and moved over the
 * molecule's image after commit; one history entry records the change.
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
  const drawing = { structures: deps.structures, uploads: deps.uploads };
  const picture =
    change.smiles !== undefined
      ? await moleculePicture(drawing, { smiles: change.smiles })
      : change.upload !== undefined
        ? await moleculePicture(drawing, { upload: change.upload, formula: change.formula ?? "" })
        : undefined;
  let formulaOnly: { formula: string; carbonCount: number } | undefined;
  if (!picture && change.formula !== undefined) {
    const parsed = parseHillFormula(change.formula);
    if (!parsed.ok) throw invalidInput("formula", parsed.message);
    formulaOnly = { formula: parsed.formula, carbonCount: parsed.carbonCount };
  }

  let stale: string | undefined;
  const staged: StagedImage[] = [];
  await withStagedImages(staged, () =>
    deps.transaction(async (trx, repos) => {
      await deps.revisions.bump(trx, [moleculeTag(id), REFERENCE_DATA, ARCHIVE]);
      const row = await repos.moleculeWriter.findMoleculeRow(id);
      if (!row) throw notFound("Molecule");
      const before = await repos.snapshots.of("molecule", id);
      const fields: Parameters<TxRepositories["moleculeWriter"]["updateMoleculeRow"]>[1] = {};
      if (change.name !== undefined && change.name !== row.name) {
        const key = nameKey(change.name);
        if (
          (await repos.moleculeWriter.moleculeIdsAndNames()).some(
            (m) => m.id !== id && nameKey(m.name) === key,
          )
        ) {
          throw conflict("name", "a molecule with this name already exists");
        }
        fields.name = change.name;
      }
      if (picture) {
        Object.assign(fields, picture.row);
        if (row.extension !== picture.image.extension) stale = `${row.structure}.${row.extension}`;
      } else if (formulaOnly) {
        if (row.smiles)
          throw invalidInput("formula", "is computed from the structure; send a smiles instead");
        Object.assign(fields, { formula: formulaOnly.formula, carbon_count: formulaOnly.carbonCount });
      }
      await repos.moleculeWriter.updateMoleculeRow(id, fields);
      if (picture) await writeMoleculeFingerprint(repos, id, picture.fingerprint);
      await recordChange(repos, { kind: "molecule", id, action: "update", userId: actor.id, before });
      // Last before commit: a folder that cannot be written (503) rolls the change back.
      if (picture) {
        const name = `${row.structure}.${picture.image.extension}`;
        staged.push(await deps.images.stage("molecules", name, picture.image.content));
      }
    }),
  );
  if (stale) await deps.images.remove("molecules", stale).catch(() => undefined);
  await deps.watcher?.refresh();
}
