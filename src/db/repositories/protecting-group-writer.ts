import type { Kysely } from "kysely";
import type { Database, ProtectingGroup } from "../schema.ts";

/** Writes of the protecting-group editor and the reads it checks first, inside the command's transaction. */

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

/** Writes of the protecting-group editor and the reads it checks first, over one write's transaction. */
export function createProtectingGroupWriter(db: Kysely<Database>) {
  return {
    async findProtectingGroupRow(id: number) {
      return db.selectFrom("protecting_groups").selectAll().where("id", "=", id).executeTakeFirst();
    },
    async insertProtectingGroupRow(name: string, url: string) {
      const { id } = await db
        .insertInto("protecting_groups")
        // No image yet (an empty extension): the group stays off public pages until it is drawn.
        .values({ name, url, protected: "", protector: "", smiles: null, structure_extension: "" })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },
    async updateProtectingGroupRow(id: number, row: Partial<Omit<ProtectingGroup, "id">>) {
      if (Object.keys(row).length === 0) return;
      await db.updateTable("protecting_groups").set(row).where("id", "=", id).execute();
    },
    /** The group as the editor shows it, with its SMILES and image. */
    async protectingGroupEditView(id: number) {
      const row = await db
        .selectFrom("protecting_groups")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return protectingGroupView(row);
    },
    async deleteProtectingGroupRow(id: number) {
      await db.deleteFrom("protecting_group_url_redirects").where("protecting_group_id", "=", id).execute();
      await db.deleteFrom("protecting_groups").where("id", "=", id).execute();
    },
  };
}
