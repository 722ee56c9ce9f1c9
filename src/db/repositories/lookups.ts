import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { changeableIds, editableFlag } from "./changeable.ts";
import { loadSynonyms } from "./lookup-synonyms.ts";
import { loadReagentSynonyms } from "./reaction-details.ts";
import { REFERENCE_COLUMNS, referenceFromRow } from "./reference-rows.ts";
import { pendingFlag, publishedSynthesis, type Viewer, visibleTo } from "./visibility.ts";

/** Who asks (see visibility.ts: none is the public) and whether unnamed rows are wanted. */
export interface LookupListOptions {
  includeNameless?: boolean;
  viewer?: Viewer;
}

/**
 * Reagents, solvents and references as the editor lists them. A reagent or solvent without a name
 * (just added in the editor) is listed only with `includeNameless`, for signed-in callers; a pending
 * one only to its creator and editors, with `pending: true`; a contributor's own unused ones with
 * `editable: true` (changeable.ts).
 */
export function createLookupRepository(db: Kysely<Database>) {
  return {
    async reagents(options: LookupListOptions = {}) {
      const rows = await db
        .selectFrom("reagents")
        .select(["id", "name", "formula", "smiles", "pending"])
        .$if(!options.includeNameless, (q) => q.where("name", "<>", ""))
        .where(visibleTo(options.viewer, "reagents"))
        .orderBy("name")
        .orderBy("id")
        .execute();
      const synonyms = await loadReagentSynonyms(
        db,
        rows.map((r) => r.id),
      );
      const editable = await changeableIds(db, "reagent", options.viewer);
      return rows.map(({ pending, smiles, ...r }) => ({
        ...r,
        // The structure an import drew (0029); most reagents have none, and their rows stay as they were.
        ...(smiles ? { smiles } : {}),
        synonyms: synonyms.get(r.id) ?? [],
        ...pendingFlag(options.viewer, pending),
        ...editableFlag(editable, r.id),
      }));
    },
    async solvents(options: LookupListOptions = {}) {
      const rows = await db
        .selectFrom("solvents")
        .select(["id", "name", "pending"])
        .$if(!options.includeNameless, (q) => q.where("name", "<>", ""))
        .where(visibleTo(options.viewer, "solvents"))
        .orderBy("name")
        .orderBy("id")
        .execute();
      const synonyms = await loadSynonyms(
        db,
        "solvent",
        rows.map((r) => r.id),
      );
      const editable = await changeableIds(db, "solvent", options.viewer);
      return rows.map(({ pending, ...r }) => ({
        ...r,
        synonyms: synonyms.get(r.id) ?? [],
        ...pendingFlag(options.viewer, pending),
        ...editableFlag(editable, r.id),
      }));
    },
    /** Every reference but those of unpublished syntheses. */
    async references() {
      return db
        .selectFrom("references as r")
        .leftJoin("syntheses as s", "s.id", "r.synthesis_id")
        .select([
          "r.id",
          "r.synthesis_id",
          "r.named_reaction_id",
          "r.type",
          ...REFERENCE_COLUMNS.map((c) => `r.${c}` as const),
        ])
        .where(publishedSynthesis("s"))
        .orderBy("r.id")
        .execute()
        .then((rows) =>
          rows.map(({ id, synthesis_id, named_reaction_id, type, ...row }) => ({
            id,
            synthesis_id,
            named_reaction_id,
            type,
            ...referenceFromRow(row),
          })),
        );
    },
  };
}
export type LookupRepository = ReturnType<typeof createLookupRepository>;
