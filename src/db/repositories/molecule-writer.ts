import type { Transaction } from "kysely";
import type { Database, NewMolecule } from "../schema.ts";

type Trx = Transaction<Database>;

/** Molecule writes made by the editor (a new target molecule), with the caller's transaction. */

/** Every molecule name, for the case-insensitive uniqueness check made in code. */
export async function moleculeNames(trx: Trx): Promise<string[]> {
  return (await trx.selectFrom("molecules").select("name").execute()).map((r) => r.name);
}

/** The structures (url identifiers) equal to `base` or starting with `base-`. */
export async function structuresLike(trx: Trx, base: string): Promise<Set<string>> {
  const rows = await trx
    .selectFrom("molecules")
    .select("structure")
    .where((eb) => eb.or([eb("structure", "=", base), eb("structure", "like", `${base}-%`)]))
    .execute();
  return new Set(rows.map((r) => r.structure));
}

export async function insertMolecule(trx: Trx, molecule: NewMolecule): Promise<number> {
  const { id } = await trx.insertInto("molecules").values(molecule).returning("id").executeTakeFirstOrThrow();
  return id;
}
