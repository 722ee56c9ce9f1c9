import { type Kysely, sql } from "kysely";
import type { ReferenceDoc } from "../../domain/synthesis-document.ts";
import type { Database } from "../schema.ts";
import { REFERENCE_COLUMNS, referenceFromRow, referenceRowValues } from "./reference-rows.ts";
import { synthesisVersion } from "./synthesis-version.ts";

export type ReferenceType = "standard" | "original" | "review";

/** A reference as the editor's calls answer it (docs/product/api.md §5.8): its content and fields. */
export type ReferenceRecord = {
  id: number;
  synthesis_id: number | null;
  named_reaction_id: number | null;
  type: ReferenceType;
} & ReferenceDoc;

/** What a reference call writes: the reference's content (text, DOI, url, fields) and where it belongs. */
export type ReferenceFields = {
  named_reaction_id: number | null;
  type: ReferenceType;
} & ReferenceDoc;

export interface HistoryEntry {
  at: string;
  user: { id: number; name: string } | null;
  version: number;
  note: string;
  /** Whose draft the version was published from (0032); null for other changes. */
  contributor: { id: number; name: string } | null;
}

/**
 * References of published syntheses and the version and history of those syntheses. Writes take
 * the caller's transaction (api/references/edit-references.ts).
 */
export function createSynthesisReferenceRepository(db: Kysely<Database>) {
  const columns = ["id", "synthesis_id", "named_reaction_id", "type", ...REFERENCE_COLUMNS] as const;
  return {
    async find(id: number): Promise<ReferenceRecord | undefined> {
      const row = await db.selectFrom("references").select(columns).where("id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      const { id: rowId, synthesis_id, named_reaction_id, type } = row;
      return { id: rowId, synthesis_id, named_reaction_id, type, ...referenceFromRow(row) };
    },
    /** The synthesis's current version, or undefined when it does not exist. */
    version: (synthesisId: number) => synthesisVersion(db, synthesisId),
    async namedReactionExists(id: number): Promise<boolean> {
      const row = await db.selectFrom("named_reactions").select("id").where("id", "=", id).executeTakeFirst();
      return row !== undefined;
    },
    /** Adds a reference after the synthesis's others. */
    async insert(synthesisId: number, fields: ReferenceFields): Promise<number> {
      const last = await db
        .selectFrom("references")
        .select((eb) => eb.fn.max("position").as("position"))
        .where("synthesis_id", "=", synthesisId)
        .executeTakeFirst();
      const { id } = await db
        .insertInto("references")
        .values({
          ...referenceRowValues(fields),
          named_reaction_id: fields.named_reaction_id,
          type: fields.type,
          synthesis_id: synthesisId,
          position: Number(last?.position ?? -1) + 1,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },
    async update(id: number, fields: ReferenceFields): Promise<void> {
      await db
        .updateTable("references")
        .set({
          ...referenceRowValues(fields),
          named_reaction_id: fields.named_reaction_id,
          type: fields.type,
        })
        .where("id", "=", id)
        .execute();
    },
    async remove(id: number): Promise<void> {
      await db.deleteFrom("references").where("id", "=", id).execute();
    },
    /**
     * Raises the synthesis's version by one and answers the new one (undefined: no such synthesis).
     * Call it first in the transaction: on PostgreSQL the update locks the row, so two writers of one
     * synthesis take turns and each sees the other's version.
     */
    async raiseVersion(synthesisId: number, at: string): Promise<number | undefined> {
      const row = await db
        .updateTable("syntheses")
        .set({ version: sql`version + 1`, updated_at: at })
        .where("id", "=", synthesisId)
        .returning("version")
        .executeTakeFirst();
      return row?.version;
    },
    async addHistory(entry: {
      synthesisId: number;
      userId: number;
      at: string;
      version: number;
      note: string;
      /** A publication of a draft: the draft's owner, credited with the version. */
      contributorUserId?: number | null;
    }): Promise<void> {
      await db
        .insertInto("synthesis_history")
        .values({
          synthesis_id: entry.synthesisId,
          user_id: entry.userId,
          at: entry.at,
          version: entry.version,
          note: entry.note,
          contributor_user_id: entry.contributorUserId ?? null,
        })
        .execute();
    },
    /** The changes recorded for a synthesis, newest first. */
    async history(synthesisId: number): Promise<HistoryEntry[]> {
      const rows = await db
        .selectFrom("synthesis_history as h")
        .leftJoin("users as u", "u.id", "h.user_id")
        .leftJoin("users as c", "c.id", "h.contributor_user_id")
        .select([
          "h.at",
          "h.version",
          "h.note",
          "u.id as user_id",
          "u.name as user_name",
          "c.id as contributor_id",
          "c.name as contributor_name",
        ])
        .where("h.synthesis_id", "=", synthesisId)
        .orderBy("h.id", "desc")
        .execute();
      return rows.map((r) => ({
        at: r.at,
        user: r.user_id !== null && r.user_name !== null ? { id: r.user_id, name: r.user_name } : null,
        version: r.version,
        note: r.note,
        contributor:
          r.contributor_id !== null && r.contributor_name !== null
            ? { id: r.contributor_id, name: r.contributor_name }
            : null,
      }));
    },
  };
}
export type SynthesisReferenceRepository = ReturnType<typeof createSynthesisReferenceRepository>;
