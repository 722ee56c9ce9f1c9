import type { Transaction } from "kysely";
import type { Database, NewMolecule } from "../schema.ts";
import { overHandle } from "./over-handle.ts";

type Trx = Transaction<Database>;

/** Molecule writes of the Molecules editor (a new target molecule, an edit, a merge and its undoing). */

/** Every molecule name, for the case-insensitive uniqueness check made in code. */
async function moleculeNames(trx: Trx): Promise<string[]> {
  return (await trx.selectFrom("molecules").select("name").execute()).map((r) => r.name);
}

async function insertMolecule(trx: Trx, molecule: NewMolecule): Promise<number> {
  const { id } = await trx.insertInto("molecules").values(molecule).returning("id").executeTakeFirstOrThrow();
  return id;
}

/** A merged molecule comes back under its old id and url identifier. */
async function reinsertMolecule(trx: Trx, row: NewMolecule & { id: number }) {
  await trx.insertInto("molecules").values(row).execute();
}

async function deleteMoleculeRow(trx: Trx, id: number) {
  await trx.deleteFrom("molecule_structure_redirects").where("molecule_id", "=", id).execute();
  await trx
    .deleteFrom("structure_fingerprints")
    .where("kind", "=", "molecule")
    .where("owner_id", "=", id)
    .execute();
  await trx.deleteFrom("molecules").where("id", "=", id).execute();
}

/** A url identifier that names a molecule again is no longer a redirect. */
async function removeMoleculeRedirect(trx: Trx, structure: string) {
  await trx.deleteFrom("molecule_structure_redirects").where("structure", "=", structure).execute();
}

async function findMoleculeRow(trx: Trx, id: number) {
  return trx.selectFrom("molecules").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Current and former molecule url identifiers equal to `base` or starting with `base-`. */
async function moleculeStructuresLike(trx: Trx, base: string): Promise<Set<string>> {
  const [live, old] = await Promise.all([
    trx
      .selectFrom("molecules")
      .select("structure")
      .where((eb) => eb.or([eb("structure", "=", base), eb("structure", "like", `${base}-%`)]))
      .execute(),
    trx
      .selectFrom("molecule_structure_redirects")
      .select("structure")
      .where((eb) => eb.or([eb("structure", "=", base), eb("structure", "like", `${base}-%`)]))
      .execute(),
  ]);
  return new Set([...live, ...old].map((r) => r.structure));
}

/** Every molecule's id and name, for the case-insensitive uniqueness check made in code. */
async function moleculeIdsAndNames(trx: Trx) {
  return trx.selectFrom("molecules").select(["id", "name"]).execute();
}

async function updateMoleculeRow(
  trx: Trx,
  id: number,
  row: Partial<{
    name: string;
    extension: string;
    smiles: string | null;
    formula: string | null;
    carbon_count: number | null;
    image_width: number | null;
    image_height: number | null;
    inchi: string | null;
    inchikey: string | null;
  }>,
) {
  if (Object.keys(row).length === 0) return;
  await trx.updateTable("molecules").set(row).where("id", "=", id).execute();
}

/** Molecule writes and the reads they check first, over one write's transaction. */
export function createMoleculeWriter(trx: Trx) {
  return overHandle(trx, {
    moleculeNames,
    insertMolecule,
    reinsertMolecule,
    deleteMoleculeRow,
    removeMoleculeRedirect,
    findMoleculeRow,
    moleculeStructuresLike,
    moleculeIdsAndNames,
    updateMoleculeRow,
  });
}
