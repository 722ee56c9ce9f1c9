import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import type { ReagentUse, SolventUse } from "./merge-moves.ts";

/** Undoing a merge (merge-moves.ts): each answers false when a row is no longer as the merge left it. */

/** Reaction rows the merge repointed go back to `from`, and the doubles it dropped come back. */
export async function moveReagentUsesBack(
  trx: Kysely<Database>,
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
  trx: Kysely<Database>,
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

async function reactionExists(trx: Kysely<Database>, id: number) {
  return Boolean(await trx.selectFrom("reactions").select("id").where("id", "=", id).executeTakeFirst());
}

/** Syntheses the merge credited to `into` are `from`'s again. */
export async function moveSynthesesBack(
  trx: Kysely<Database>,
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
  trx: Kysely<Database>,
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
  trx: Kysely<Database>,
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
