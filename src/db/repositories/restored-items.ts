import type { Transaction } from "kysely";
import type { Database } from "../schema.ts";
import { settleLookupUrl } from "./lookup-urls.ts";
import { overHandle } from "./over-handle.ts";

type Trx = Transaction<Database>;

/**
 * A deleted item comes back under its old id (ids are never handed out twice on either engine),
 * with a page slug from its name (`preferred`: the one it had, when a merge is undone).
 */
async function reinsertSolvent(trx: Trx, id: number, name: string, createdBy: number, preferred?: string) {
  await trx.insertInto("solvents").values({ id, name, created_by: createdBy }).execute();
  await settleLookupUrl(trx, "solvent", id, preferred);
}

async function reinsertReagent(
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

async function reinsertAuthor(
  trx: Trx,
  row: { id: number; first_name: string; last_name: string; url: string },
  createdBy: number,
) {
  await trx
    .insertInto("authors")
    .values({ ...row, created_by: createdBy })
    .execute();
}

async function reinsertNamedReaction(
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

async function reinsertProtectingGroup(
  trx: Trx,
  row: { id: number; name: string; url: string; protected: string; protector: string },
) {
  // No image (an empty extension): the group stays off public pages until it is drawn again.
  await trx
    .insertInto("protecting_groups")
    .values({ ...row, smiles: null, structure_extension: "" })
    .execute();
}

/** Deleted or merged items brought back under their old ids, over one write's transaction. */
export function createRestoredItemRepository(trx: Trx) {
  return overHandle(trx, {
    reinsertSolvent,
    reinsertReagent,
    reinsertAuthor,
    reinsertNamedReaction,
    reinsertProtectingGroup,
  });
}
