import type { Kysely } from "kysely";
import type { Database, NewMolecule } from "../schema.ts";

/** Molecule writes of the Molecules editor (a new target molecule, an edit, a merge and its undoing). */

/** Molecule writes and the reads they check first, over one write's transaction. */
export function createMoleculeWriter(db: Kysely<Database>) {
  return {
    /** Every molecule name, for the case-insensitive uniqueness check made in code. */
    async moleculeNames(): Promise<string[]> {
      return (await db.selectFrom("molecules").select("name").execute()).map((r) => r.name);
    },
    async insertMolecule(molecule: NewMolecule): Promise<number> {
      const { id } = await db
        .insertInto("molecules")
        .values(molecule)
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },
    /** A merged molecule comes back under its old id and url identifier. */
    async reinsertMolecule(row: NewMolecule & { id: number }) {
      await db.insertInto("molecules").values(row).execute();
    },
    async deleteMoleculeRow(id: number) {
      await db.deleteFrom("molecule_structure_redirects").where("molecule_id", "=", id).execute();
      await db
        .deleteFrom("structure_fingerprints")
        .where("kind", "=", "molecule")
        .where("owner_id", "=", id)
        .execute();
      await db.deleteFrom("molecules").where("id", "=", id).execute();
    },
    /** A url identifier that names a molecule again is no longer a redirect. */
    async removeMoleculeRedirect(structure: string) {
      await db.deleteFrom("molecule_structure_redirects").where("structure", "=", structure).execute();
    },
    async findMoleculeRow(id: number) {
      return db.selectFrom("molecules").selectAll().where("id", "=", id).executeTakeFirst();
    },
    /** Current and former molecule url identifiers equal to `base` or starting with `base-`. */
    async moleculeStructuresLike(base: string): Promise<Set<string>> {
      const [live, old] = await Promise.all([
        db
          .selectFrom("molecules")
          .select("structure")
          .where((eb) => eb.or([eb("structure", "=", base), eb("structure", "like", `${base}-%`)]))
          .execute(),
        db
          .selectFrom("molecule_structure_redirects")
          .select("structure")
          .where((eb) => eb.or([eb("structure", "=", base), eb("structure", "like", `${base}-%`)]))
          .execute(),
      ]);
      return new Set([...live, ...old].map((r) => r.structure));
    },
    /** Every molecule's id and name, for the case-insensitive uniqueness check made in code. */
    async moleculeIdsAndNames() {
      return db.selectFrom("molecules").select(["id", "name"]).execute();
    },
    async updateMoleculeRow(
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
      await db.updateTable("molecules").set(row).where("id", "=", id).execute();
    },
  };
}
