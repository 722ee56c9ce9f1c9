import type { Transaction } from "kysely";
import type { Database, NewMolecule } from "../schema.ts";
import { settleLookupUrl } from "./lookup-urls.ts";

type Trx = Transaction<Database>;

/**
 * The row moves of a merge of two reference-data items (docs/decisions.md "Merges and history of
 * reference data"), and the molecule writes of the Molecules editor. Called by the commands inside
 * their transaction; the merged item itself is deleted by the caller.
 */

/** A reaction's reagent row, as a merge dropped it (a double of the kept reagent). */
export interface ReagentUse {
  reaction_id: number;
  reagent_id: number;
  stage: number;
  position: number;
  /** Kept with the row (0020), so undoing the merge brings the amount back too. */
  amount?: number | null;
  amount_unit?: string | null;
}
export interface SolventUse {
  reaction_id: number;
  solvent_id: number;
  position: number;
}

/**
 * Every reaction that used `from` uses `into`; a reaction listing both at one stage keeps the first
 * of the two (the other row is dropped before the update, which the key would otherwise refuse).
 * Answers the rows repointed (by reaction and stage) and the rows dropped, as they were.
 */
export async function moveReagentUses(trx: Trx, from: number, into: number) {
  const rows = await trx
    .selectFrom("reaction_reagent")
    .selectAll()
    .where("reagent_id", "in", [from, into])
    .execute();
  const keptAt = new Map(
    rows.filter((r) => r.reagent_id === into).map((r) => [`${r.reaction_id}:${r.stage}`, r]),
  );
  const moved: { reaction_id: number; stage: number }[] = [];
  const dropped: ReagentUse[] = [];
  for (const row of rows.filter((r) => r.reagent_id === from)) {
    const kept = keptAt.get(`${row.reaction_id}:${row.stage}`);
    if (kept && kept.position < row.position) {
      dropped.push(row);
      continue;
    }
    if (kept) dropped.push(kept);
    moved.push({ reaction_id: row.reaction_id, stage: row.stage });
  }
  for (const d of dropped) {
    await trx
      .deleteFrom("reaction_reagent")
      .where("reaction_id", "=", d.reaction_id)
      .where("reagent_id", "=", d.reagent_id)
      .where("stage", "=", d.stage)
      .execute();
  }
  await trx
    .updateTable("reaction_reagent")
    .set({ reagent_id: into })
    .where("reagent_id", "=", from)
    .execute();
  return { moved, dropped };
}

/** The same for solvents (one row per reaction and solvent). */
export async function moveSolventUses(trx: Trx, from: number, into: number) {
  const rows = await trx
    .selectFrom("reaction_solvent")
    .selectAll()
    .where("solvent_id", "in", [from, into])
    .execute();
  const keptAt = new Map(rows.filter((r) => r.solvent_id === into).map((r) => [r.reaction_id, r]));
  const moved: number[] = [];
  const dropped: SolventUse[] = [];
  for (const row of rows.filter((r) => r.solvent_id === from)) {
    const kept = keptAt.get(row.reaction_id);
    if (kept && kept.position < row.position) {
      dropped.push(row);
      continue;
    }
    if (kept) dropped.push(kept);
    moved.push(row.reaction_id);
  }
  for (const d of dropped) {
    await trx
      .deleteFrom("reaction_solvent")
      .where("reaction_id", "=", d.reaction_id)
      .where("solvent_id", "=", d.solvent_id)
      .execute();
  }
  await trx
    .updateTable("reaction_solvent")
    .set({ solvent_id: into })
    .where("solvent_id", "=", from)
    .execute();
  return { moved, dropped };
}

/** The merged reagent's synonyms leave it (the caller gives the kept one the whole new set). */
export async function dropReagentSynonyms(trx: Trx, reagentId: number) {
  await trx.deleteFrom("reagent_synonyms").where("reagent_id", "=", reagentId).execute();
}

/**
 * Every synthesis of `from` credits `into`; `from`'s current and former urls redirect to `into`.
 * Answers the syntheses and former urls moved.
 */
export async function moveAuthorUses(trx: Trx, from: number, into: number, fromUrl: string) {
  const syntheses = await synthesisIds(trx, "author_id", from);
  const redirects = await trx
    .selectFrom("author_url_redirects")
    .select("url")
    .where("author_id", "=", from)
    .execute();
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
  return { syntheses, redirects: redirects.map((r) => r.url) };
}

/** Every synthesis of `from` is of `into`; `from`'s url identifiers redirect to `into`. */
export async function moveMoleculeUses(trx: Trx, from: number, into: number, fromStructure: string) {
  const syntheses = await synthesisIds(trx, "molecule_id", from);
  const redirects = await trx
    .selectFrom("molecule_structure_redirects")
    .select("structure")
    .where("molecule_id", "=", from)
    .execute();
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
  return { syntheses, redirects: redirects.map((r) => r.structure) };
}

async function synthesisIds(trx: Trx, column: "author_id" | "molecule_id", id: number) {
  const rows = await trx.selectFrom("syntheses").select("id").where(column, "=", id).orderBy("id").execute();
  return rows.map((r) => r.id);
}

// ---- Undoing a merge: each answers false when a row is no longer as the merge left it ----

/** Reaction rows the merge repointed go back to `from`, and the doubles it dropped come back. */
export async function moveReagentUsesBack(
  trx: Trx,
  from: number,
  into: number,
  record: { moved: readonly { reaction_id: number; stage: number }[]; dropped: readonly ReagentUse[] },
): Promise<boolean> {
  for (const m of record.moved) {
    const result = await trx
      .updateTable("reaction_reagent")
      .set({ reagent_id: from })
      .where("reaction_id", "=", m.reaction_id)
      .where("stage", "=", m.stage)
      .where("reagent_id", "=", into)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
  }
  for (const d of record.dropped) {
    const taken = await trx
      .selectFrom("reaction_reagent")
      .select("reaction_id")
      .where("reaction_id", "=", d.reaction_id)
      .where("reagent_id", "=", d.reagent_id)
      .where("stage", "=", d.stage)
      .executeTakeFirst();
    if (taken || !(await reactionExists(trx, d.reaction_id))) return false;
    await trx.insertInto("reaction_reagent").values(d).execute();
  }
  return true;
}

export async function moveSolventUsesBack(
  trx: Trx,
  from: number,
  into: number,
  record: { moved: readonly number[]; dropped: readonly SolventUse[] },
): Promise<boolean> {
  for (const reactionId of record.moved) {
    const result = await trx
      .updateTable("reaction_solvent")
      .set({ solvent_id: from })
      .where("reaction_id", "=", reactionId)
      .where("solvent_id", "=", into)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
  }
  for (const d of record.dropped) {
    const taken = await trx
      .selectFrom("reaction_solvent")
      .select("reaction_id")
      .where("reaction_id", "=", d.reaction_id)
      .where("solvent_id", "=", d.solvent_id)
      .executeTakeFirst();
    if (taken || !(await reactionExists(trx, d.reaction_id))) return false;
    await trx.insertInto("reaction_solvent").values(d).execute();
  }
  return true;
}

async function reactionExists(trx: Trx, id: number) {
  return Boolean(await trx.selectFrom("reactions").select("id").where("id", "=", id).executeTakeFirst());
}

/** Syntheses the merge credited to `into` are `from`'s again. */
export async function moveSynthesesBack(
  trx: Trx,
  column: "author_id" | "molecule_id",
  from: number,
  into: number,
  ids: readonly number[],
): Promise<boolean> {
  if (ids.length === 0) return true;
  const result = await trx
    .updateTable("syntheses")
    .set(column === "author_id" ? { author_id: from } : { molecule_id: from })
    .where("id", "in", ids)
    .where(column, "=", into)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === ids.length;
}

/** Redirects the merge moved to `into` point at `from` again. */
export async function moveRedirectsBack(
  trx: Trx,
  kind: "author" | "molecule",
  from: number,
  into: number,
  keys: readonly string[],
): Promise<boolean> {
  if (keys.length === 0) return true;
  const result =
    kind === "author"
      ? await trx
          .updateTable("author_url_redirects")
          .set({ author_id: from })
          .where("url", "in", keys)
          .where("author_id", "=", into)
          .executeTakeFirst()
      : await trx
          .updateTable("molecule_structure_redirects")
          .set({ molecule_id: from })
          .where("structure", "in", keys)
          .where("molecule_id", "=", into)
          .executeTakeFirst();
  return Number(result.numUpdatedRows) === keys.length;
}

/** Removes the redirect a merge added (the merged item's url), if it still points at `into`. */
export async function dropMergeRedirect(
  trx: Trx,
  kind: "author" | "molecule",
  key: string,
  into: number,
): Promise<boolean> {
  const result =
    kind === "author"
      ? await trx
          .deleteFrom("author_url_redirects")
          .where("url", "=", key)
          .where("author_id", "=", into)
          .executeTakeFirst()
      : await trx
          .deleteFrom("molecule_structure_redirects")
          .where("structure", "=", key)
          .where("molecule_id", "=", into)
          .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A merged molecule comes back under its old id and url identifier. */
export async function reinsertMolecule(trx: Trx, row: NewMolecule & { id: number }) {
  await trx.insertInto("molecules").values(row).execute();
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

/**
 * A deleted item comes back under its old id (ids are never handed out twice on either engine),
 * with a page slug from its name (`preferred`: the one it had, when a merge is undone).
 */
export async function reinsertSolvent(
  trx: Trx,
  id: number,
  name: string,
  createdBy: number,
  preferred?: string,
) {
  await trx.insertInto("solvents").values({ id, name, created_by: createdBy }).execute();
  await settleLookupUrl(trx, "solvent", id, preferred);
}

export async function reinsertReagent(
  trx: Trx,
  row: { id: number; name: string; formula: string | null },
  createdBy: number,
  preferred?: string,
) {
  await trx
    .insertInto("reagents")
    .values({ ...row, created_by: createdBy })
    .execute();
  await settleLookupUrl(trx, "reagent", row.id, preferred);
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
