import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import {
  dropMergeRedirect,
  moveReagentUsesBack,
  moveRedirectsBack,
  moveSolventUsesBack,
  moveSynthesesBack,
} from "./merge-undo-moves.ts";

/**
 * The row moves of a merge of two reference-data items (docs/decisions/reference-data/0032-merges-and-history-of-reference-data.md "Merges and history of
 * reference data") and of a merge undone. Used by the commands inside their transaction; the merged
 * item itself is deleted by the caller.
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

async function synthesisIds(trx: Kysely<Database>, column: "author_id" | "molecule_id", id: number) {
  const rows = await trx.selectFrom("syntheses").select("id").where(column, "=", id).orderBy("id").execute();
  return rows.map((r) => r.id);
}

/** The row moves of merges and of merges undone, over one write's transaction. */
export function createMergeMoveRepository(db: Kysely<Database>) {
  return {
    /**
     * Every reaction that used `from` uses `into`; a reaction listing both at one stage keeps the first
     * of the two (the other row is dropped before the update, which the key would otherwise refuse).
     * Answers the rows repointed (by reaction and stage) and the rows dropped, as they were.
     */
    async moveReagentUses(from: number, into: number) {
      const rows = await db
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
        await db
          .deleteFrom("reaction_reagent")
          .where("reaction_id", "=", d.reaction_id)
          .where("reagent_id", "=", d.reagent_id)
          .where("stage", "=", d.stage)
          .execute();
      }
      await db
        .updateTable("reaction_reagent")
        .set({ reagent_id: into })
        .where("reagent_id", "=", from)
        .execute();
      return { moved, dropped };
    },
    /** The same for solvents (one row per reaction and solvent). */
    async moveSolventUses(from: number, into: number) {
      const rows = await db
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
        await db
          .deleteFrom("reaction_solvent")
          .where("reaction_id", "=", d.reaction_id)
          .where("solvent_id", "=", d.solvent_id)
          .execute();
      }
      await db
        .updateTable("reaction_solvent")
        .set({ solvent_id: into })
        .where("solvent_id", "=", from)
        .execute();
      return { moved, dropped };
    },
    /** The merged reagent's synonyms leave it (the caller gives the kept one the whole new set). */
    async dropReagentSynonyms(reagentId: number) {
      await db.deleteFrom("reagent_synonyms").where("reagent_id", "=", reagentId).execute();
    },
    /**
     * Every synthesis of `from` credits `into`; `from`'s current and former urls redirect to `into`.
     * Answers the syntheses and former urls moved.
     */
    async moveAuthorUses(from: number, into: number, fromUrl: string) {
      const syntheses = await synthesisIds(db, "author_id", from);
      const redirects = await db
        .selectFrom("author_url_redirects")
        .select("url")
        .where("author_id", "=", from)
        .execute();
      await db.updateTable("syntheses").set({ author_id: into }).where("author_id", "=", from).execute();
      await db
        .updateTable("author_url_redirects")
        .set({ author_id: into })
        .where("author_id", "=", from)
        .execute();
      if (fromUrl !== "") {
        // The row's own url must be free before it becomes a redirect (unique among non-empty urls).
        await db.updateTable("authors").set({ url: "" }).where("id", "=", from).execute();
        await db.insertInto("author_url_redirects").values({ url: fromUrl, author_id: into }).execute();
      }
      return { syntheses, redirects: redirects.map((r) => r.url) };
    },
    /** Every synthesis of `from` is of `into`; `from`'s url identifiers redirect to `into`. */
    async moveMoleculeUses(from: number, into: number, fromStructure: string) {
      const syntheses = await synthesisIds(db, "molecule_id", from);
      const redirects = await db
        .selectFrom("molecule_structure_redirects")
        .select("structure")
        .where("molecule_id", "=", from)
        .execute();
      await db.updateTable("syntheses").set({ molecule_id: into }).where("molecule_id", "=", from).execute();
      await db
        .updateTable("molecule_structure_redirects")
        .set({ molecule_id: into })
        .where("molecule_id", "=", from)
        .execute();
      await db
        .insertInto("molecule_structure_redirects")
        .values({ structure: fromStructure, molecule_id: into })
        .execute();
      return { syntheses, redirects: redirects.map((r) => r.structure) };
    },
    moveReagentUsesBack(
      from: number,
      into: number,
      record: { moved: readonly { reaction_id: number; stage: number }[]; dropped: readonly ReagentUse[] },
    ): Promise<boolean> {
      return moveReagentUsesBack(db, from, into, record);
    },
    moveSolventUsesBack(
      from: number,
      into: number,
      record: { moved: readonly number[]; dropped: readonly SolventUse[] },
    ): Promise<boolean> {
      return moveSolventUsesBack(db, from, into, record);
    },
    moveSynthesesBack(
      column: "author_id" | "molecule_id",
      from: number,
      into: number,
      ids: readonly number[],
    ): Promise<boolean> {
      return moveSynthesesBack(db, column, from, into, ids);
    },
    moveRedirectsBack(
      kind: "author" | "molecule",
      from: number,
      into: number,
      keys: readonly string[],
    ): Promise<boolean> {
      return moveRedirectsBack(db, kind, from, into, keys);
    },
    dropMergeRedirect(kind: "author" | "molecule", key: string, into: number): Promise<boolean> {
      return dropMergeRedirect(db, kind, key, into);
    },
  };
}
