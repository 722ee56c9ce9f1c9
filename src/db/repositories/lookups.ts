import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { loadReagentSynonyms } from "./reaction-details.ts";

/** Reagents, solvents and references as the editor lists them. */
export function createLookupRepository(db: Kysely<Database>) {
  return {
    async reagents() {
      const rows = await db
        .selectFrom("reagents")
        .select(["id", "name", "formula"])
        .orderBy("name")
        .execute();
      const synonyms = await loadReagentSynonyms(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({ ...r, synonyms: synonyms.get(r.id) ?? [] }));
    },
    async solvents() {
      return db.selectFrom("solvents").select(["id", "name"]).orderBy("name").execute();
    },
    async references() {
      return db
        .selectFrom("references")
        .select(["id", "synthesis_id", "named_reaction_id", "display", "doi", "url", "type"])
        .orderBy("id")
        .execute();
    },
  };
}
export type LookupRepository = ReturnType<typeof createLookupRepository>;
