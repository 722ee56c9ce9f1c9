import type { Transaction } from "kysely";
import type { Database } from "../schema.ts";

type Trx = Transaction<Database>;

/**
 * The row moves of a merge of two reference-data items (docs/decisions.md "Merges and history of
 * reference data"), and the molecule writes of the Molecules editor. Called by the commands inside
 * their transaction; the merged item itself is deleted by the caller.
 */

/** Every reaction that used `from` uses `into`; a reaction listing it twice at one stage keeps one. */
export async function moveReagentUses(trx: Trx, from: number, into: number) {
  await trx
    .updateTable("reaction_reagent")
    .set({ reagent_id: into })
    .where("reagent_id", "=", from)
    .execute();
  const doubles = await trx
    .selectFrom("reaction_reagent")
    .select(["reaction_id", "stage", (eb) => eb.fn.min<number>("position").as("first")])
    .where("reagent_id", "=", into)
    .groupBy(["reaction_id", "stage"])
    .having((eb) => eb.fn.countAll(), ">", 1)
    .execute();
  for (const d of doubles) {
    await trx
      .deleteFrom("reaction_reagent")
      .where("reagent_id", "=", into)
      .where("reaction_id", "=", d.reaction_id)
      .where("stage", "=", d.stage)
      .where("position", ">", Number(d.first))
      .execute();
  }
}

export async function moveSolventUses(trx: Trx, from: number, into: number) {
  await trx
    .updateTable("reaction_solvent")
    .set({ solvent_id: into })
    .where("solvent_id", "=", from)
    .execute();
  const doubles = await trx
    .selectFrom("reaction_solvent")
    .select(["reaction_id", (eb) => eb.fn.min<number>("position").as("first")])
    .where("solvent_id", "=", into)
    .groupBy("reaction_id")
    .having((eb) => eb.fn.countAll(), ">", 1)
    .execute();
  for (const d of doubles) {
    await trx
      .deleteFrom("reaction_solvent")
      .where("solvent_id", "=", into)
      .where("reaction_id", "=", d.reaction_id)
      .where("position", ">", Number(d.first))
      .execute();
  }
}

/** The merged reagent's synonyms leave it (the caller gives the kept one the whole new set). */
export async function dropReagentSynonyms(trx: Trx, reagentId: number) {
  await trx.deleteFrom("reagent_synonyms").where("reagent_id", "=", reagentId).execute();
}

/** Every synthesis of `from` credits `into`; `from`'s current and former urls redirect to `into`. */
export async function moveAuthorUses(trx: Trx, from: number, into: number, fromUrl: string) {
  await trx.updateTable("syntheses").set({ author_id: into }).where("author_id", "=", from).execute();
  await trx
    .updateTable("author_url_redirects")
    .set({ author_id: into })
    .where("author_id", "=", from)
    .execute();
  if (fromUrl !== "") {
    // The row's own url must be free before it becomes a redirect (unique among non-empty urls).
    await trx.updateTable("authors").set({ url: "" }).where("id", "=", from).execute();
    await trx.insertInto("author_url_redirects").values({ url: fromUrl, author_id: into }).execute();
  }
}

/** Every synthesis of `from` is of `into`; `from`'s url identifiers redirect to `into`. */
export async function moveMoleculeUses(trx: Trx, from: number, into: number, fromStructure: string) {
  await trx.updateTable("syntheses").set({ molecule_id: into }).where("molecule_id", "=", from).execute();
  await trx
    .updateTable("molecule_structure_redirects")
    .set({ molecule_id: into })
    .where("molecule_id", "=", from)
    .execute();
  await trx
    .insertInto("molecule_structure_redirects")
    .values({ structure: fromStructure, molecule_id: into })
    .execute();
}

export async function deleteMoleculeRow(trx: Trx, id: number) {
  await trx.deleteFrom("molecule_structure_redirects").where("molecule_id", "=", id).execute();
  await trx
    .deleteFrom("structure_fingerprints")
    .where("kind", "=", "molecule")
    .where("owner_id", "=", id)
    .execute();
  await trx.deleteFrom("molecules").where("id", "=", id).execute();
}

/** A url identifier that names a molecule again is no longer a redirect. */
export async function removeMoleculeRedirect(trx: Trx, structure: string) {
  await trx.deleteFrom("molecule_structure_redirects").where("structure", "=", structure).execute();
}

export async function findMoleculeRow(trx: Trx, id: number) {
  return trx.selectFrom("molecules").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Current and former molecule url identifiers equal to `base` or starting with `base-`. */
export async function moleculeStructuresLike(trx: Trx, base: string): Promise<Set<string>> {
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
export async function moleculeIdsAndNames(trx: Trx) {
  return trx.selectFrom("molecules").select(["id", "name"]).execute();
}

export async function updateMoleculeRow(
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
  }>,
) {
  if (Object.keys(row).length === 0) return;
  await trx.updateTable("molecules").set(row).where("id", "=", id).execute();
}

/** Every draft's id and stored document (a merge rewrites those that name the merged item). */
export async function draftRows(trx: Trx) {
  return trx.selectFrom("unpublished_syntheses").select(["id", "synthesis_json"]).execute();
}

export async function setDraftDocument(trx: Trx, id: number, json: string) {
  await trx.updateTable("unpublished_syntheses").set({ synthesis_json: json }).where("id", "=", id).execute();
}

/** A deleted item comes back under its old id (ids are never handed out twice on either engine). */
export async function reinsertSolvent(trx: Trx, id: number, name: string, createdBy: number) {
  await trx.insertInto("solvents").values({ id, name, created_by: createdBy }).execute();
}

export async function reinsertReagent(
  trx: Trx,
  row: { id: number; name: string; formula: string | null },
  createdBy: number,
) {
  await trx
    .insertInto("reagents")
    .values({ ...row, created_by: createdBy })
    .execute();
}

export async function reinsertAuthor(
  trx: Trx,
  row: { id: number; first_name: string; last_name: string; url: string },
  createdBy: number,
) {
  await trx
    .insertInto("authors")
    .values({ ...row, created_by: createdBy })
    .execute();
}

export async function reinsertNamedReaction(
  trx: Trx,
  row: {
    id: number;
    name: string;
    url: string;
    short_description: string | null;
    description: string | null;
  },
  createdBy: number,
) {
  await trx
    .insertInto("named_reactions")
    .values({
      ...row,
      created_by: createdBy,
      scheme_smiles: null,
      scheme_filename: null,
      scheme_extension: null,
      mechanism_filename: null,
      mechanism_extension: null,
    })
    .execute();
}

export async function reinsertProtectingGroup(
  trx: Trx,
  row: { id: number; name: string; url: string; protected: string; protector: string },
) {
  // No image (an empty extension): the group stays off public pages until it is drawn again.
  await trx
    .insertInto("protecting_groups")
    .values({ ...row, smiles: null, structure_extension: "" })
    .execute();
}
