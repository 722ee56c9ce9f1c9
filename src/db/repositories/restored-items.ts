import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { settleLookupUrl } from "./lookup-urls.ts";

/** Deleted or merged items brought back under their old ids, over one write's transaction. */
export function createRestoredItemRepository(db: Kysely<Database>) {
  return {
    /**
     * A deleted item comes back under its old id (ids are never handed out twice on either engine),
     * with a page slug from its name (`preferred`: the one it had, when a merge is undone).
     */
    async reinsertSolvent(id: number, name: string, createdBy: number, preferred?: string) {
      await db.insertInto("solvents").values({ id, name, created_by: createdBy }).execute();
      await settleLookupUrl(db, "solvent", id, preferred);
    },
    async reinsertReagent(
      row: { id: number; name: string; formula: string | null },
      createdBy: number,
      preferred?: string,
    ) {
      await db
        .insertInto("reagents")
        .values({ ...row, created_by: createdBy })
        .execute();
      await settleLookupUrl(db, "reagent", row.id, preferred);
    },
    async reinsertAuthor(
      row: { id: number; first_name: string; last_name: string; url: string },
      createdBy: number,
    ) {
      await db
        .insertInto("authors")
        .values({ ...row, created_by: createdBy })
        .execute();
    },
    async reinsertNamedReaction(
      row: {
        id: number;
        name: string;
        url: string;
        short_description: string | null;
        description: string | null;
      },
      createdBy: number,
    ) {
      await db
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
    },
    async reinsertProtectingGroup(row: {
      id: number;
      name: string;
      url: string;
      protected: string;
      protector: string;
    }) {
      // No image (an empty extension): the group stays off public pages until it is drawn again.
      await db
        .insertInto("protecting_groups")
        .values({ ...row, smiles: null, structure_extension: "" })
        .execute();
    },
  };
}
