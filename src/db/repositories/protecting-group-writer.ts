import type { Transaction } from "kysely";
import type { Database, ProtectingGroup } from "../schema.ts";
import { overHandle } from "./over-handle.ts";

type Trx = Transaction<Database>;

/** Writes of the protecting-group editor and the reads it checks first, inside the command's transaction. */

async function findProtectingGroupRow(trx: Trx, id: number) {
  return trx.selectFrom("protecting_groups").selectAll().where("id", "=", id).executeTakeFirst();
}

async function insertProtectingGroupRow(trx: Trx, name: string, url: string) {
  const { id } = await trx
    .insertInto("protecting_groups")
    // No image yet (an empty extension): the group stays off public pages until it is drawn.
    .values({ name, url, protected: "", protector: "", smiles: null, structure_extension: "" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

async function updateProtectingGroupRow(trx: Trx, id: number, row: Partial<Omit<ProtectingGroup, "id">>) {
  if (Object.keys(row).length === 0) return;
  await trx.updateTable("protecting_groups").set(row).where("id", "=", id).execute();
}

/** The group as the editor shows it, with its SMILES and image. */
async function protectingGroupEditView(trx: Trx, id: number) {
  const row = await trx
    .selectFrom("protecting_groups")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return protectingGroupView(row);
}

function protectingGroupView(row: ProtectingGroup) {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    protected: row.protected,
    protector: row.protector,
    smiles: row.smiles,
    structure_filename:
      row.structure_extension === "" ? null : (row.structure_filename ?? `${row.url}-structure`),
    structure_extension: row.structure_extension,
    structure_width: row.image_width,
    structure_height: row.image_height,
  };
}

async function deleteProtectingGroupRow(trx: Trx, id: number) {
  await trx.deleteFrom("protecting_group_url_redirects").where("protecting_group_id", "=", id).execute();
  await trx.deleteFrom("protecting_groups").where("id", "=", id).execute();
}

/** Writes of the protecting-group editor and the reads it checks first, over one write's transaction. */
export function createProtectingGroupWriter(trx: Trx) {
  return overHandle(trx, {
    findProtectingGroupRow,
    insertProtectingGroupRow,
    updateProtectingGroupRow,
    protectingGroupEditView,
    deleteProtectingGroupRow,
  });
}
