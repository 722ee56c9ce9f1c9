import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { loadReagentSynonyms } from "./reaction-details.ts";

/**
 * Reagents, solvents and references as the editor lists them. A reagent or solvent without a name
 * (just added in the editor) is listed only with `includeNameless`, for signed-in callers.
 */
export function createLookupRepository(db: Kysely<Database>) {
  return {
    async reagents(options: { includeNameless?: boolean } = {}) {
      const rows = await db
        .selectFrom("reagents")
        .select(["id", "name", "formula"])
        .$if(!options.includeNameless, (q) => q.where("name", "<>", ""))
        .orderBy("name")
        .orderBy("id")
        .execute();
      const synonyms = await loadReagentSynonyms(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({ ...r, synonyms: synonyms.get(r.id) ?? [] }));
    },
    async solvents(options: { includeNameless?: boolean } = {}) {
      return db
        .selectFrom("solvents")
        .select(["id", "name"])
        .$if(!options.includeNameless, (q) => q.where("name", "<>", ""))
        .orderBy("name")
        .orderBy("id")
        .execute();
    },
    /** Every reference but those of unpublished syntheses. */
    async references() {
      return db
        .selectFrom("references as r")
        .leftJoin("syntheses as s", "s.id", "r.synthesis_id")
        .select(["r.id", "r.synthesis_id", "r.named_reaction_id", "r.display", "r.doi", "r.url", "r.type"])
        .where("s.unpublished_at", "is", null)
        .orderBy("r.id")
        .execute();
    },
  };
}
export type LookupRepository = ReturnType<typeof createLookupRepository>;
