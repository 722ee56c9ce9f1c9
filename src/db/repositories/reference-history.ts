import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * The history of reference data (migration 0013): one row per create, change, merge, delete or
 * restore of an item, written by the commands inside the change's own transaction, and the reads of
 * the editor's History list and of a restore.
 */

export const HISTORY_KINDS = [
  "named_reaction",
  "protecting_group",
  "molecule",
  "author",
  "reagent",
  "solvent",
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];
export type HistoryAction = "create" | "update" | "merge" | "delete" | "restore" | "accept";

/** An item as the history keeps it: its fields as the editor shows them. */
export type Snapshot = Record<string, unknown>;

export interface HistoryEntry {
  id: number;
  kind: HistoryKind;
  itemId: number;
  action: HistoryAction;
  user: { id: number; name: string } | null;
  at: string;
  before: Snapshot | null;
  after: Snapshot | null;
  relatedId: number | null;
  /**
   * On a merge entry, the other item's name as it was at the merge (the merged item's on the kept
   * one's entry, the kept item's on the merged one's), so the History names it; otherwise null.
   */
  relatedName: string | null;
}

/** An entry as a restore reads it: with what a merge moved (null on other entries and older merges). */
export interface StoredHistoryEntry extends HistoryEntry {
  moves: Snapshot | null;
}

const parse = (json: string | null): Snapshot | null => {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === "object" && value !== null ? (value as Snapshot) : null;
  } catch {
    return null;
  }
};

function query(db: Kysely<Database>) {
  return db
    .selectFrom("reference_history as h")
    .leftJoin("users as u", "u.id", "h.user_id")
    .select([
      "h.id",
      "h.kind",
      "h.item_id",
      "h.action",
      "h.at",
      "h.before_json",
      "h.after_json",
      "h.related_id",
      "u.id as user_id",
      "u.name as user_name",
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof query>["execute"]>>[number];

const toEntry = (r: Row): HistoryEntry => ({
  id: r.id,
  kind: r.kind as HistoryKind,
  itemId: r.item_id,
  action: r.action as HistoryAction,
  user: r.user_id === null || r.user_id === undefined ? null : { id: r.user_id, name: r.user_name ?? "" },
  at: r.at,
  before: parse(r.before_json),
  after: parse(r.after_json),
  relatedId: r.related_id,
  relatedName: null,
});

/** An item's name in a snapshot: its name, or an author's first and last name. */
function snapshotName(snapshot: Snapshot | null | undefined): string | null {
  if (!snapshot) return null;
  if (typeof snapshot.name === "string" && snapshot.name.trim()) return snapshot.name;
  const full = [snapshot.firstName, snapshot.lastName].filter((p) => typeof p === "string" && p).join(" ");
  return full || null;
}

/**
 * The other item's name on a merge entry. The kept item's entry keeps the merged item's snapshot in
 * what the merge moved; the merged item's entry finds the kept one's name in the kept item's own
 * entry of the same merge (its state before the merge).
 */
async function mergeRelatedName(db: Kysely<Database>, row: Row & { moves_json: string | null }) {
  if (row.after_json !== null) {
    const moves = parse(row.moves_json);
    return snapshotName(moves?.item as Snapshot | undefined);
  }
  if (row.related_id === null) return null;
  const sibling = await db
    .selectFrom("reference_history")
    .select("before_json")
    .where("kind", "=", row.kind)
    .where("item_id", "=", row.related_id)
    .where("related_id", "=", row.item_id)
    .where("action", "=", "merge")
    // Written right after the merged item's entry, in the same transaction.
    .where("id", ">", row.id)
    .orderBy("id", "asc")
    .executeTakeFirst();
  return snapshotName(parse(sibling?.before_json ?? null));
}

/**
 * The history: an item's entries and one entry a restore starts from (over the database), and the
 * entry a change writes (over the change's transaction).
 */
export function createReferenceHistoryRepository(db: Kysely<Database>) {
  return {
    /** The item's entries, newest first (also those of items merged into it, which name it). */
    async list(kind: HistoryKind, itemId: number) {
      const rows = await query(db)
        .select("h.moves_json")
        .where("h.kind", "=", kind)
        .where("h.item_id", "=", itemId)
        .orderBy("h.id", "desc")
        .execute();
      return Promise.all(
        rows.map(async (row) => ({
          ...toEntry(row),
          relatedName: row.action === "merge" ? await mergeRelatedName(db, row) : null,
        })),
      );
    },
    async find(id: number): Promise<StoredHistoryEntry | undefined> {
      const row = await query(db).select("h.moves_json").where("h.id", "=", id).executeTakeFirst();
      return row && { ...toEntry(row), moves: parse(row.moves_json) };
    },
    async record(entry: {
      kind: HistoryKind;
      itemId: number;
      action: HistoryAction;
      userId: number | null;
      before: Snapshot | null;
      after: Snapshot | null;
      relatedId?: number | null;
      moves?: Snapshot | null;
    }) {
      await db
        .insertInto("reference_history")
        .values({
          kind: entry.kind,
          item_id: entry.itemId,
          action: entry.action,
          user_id: entry.userId,
          at: new Date().toISOString(),
          before_json: entry.before === null ? null : JSON.stringify(entry.before),
          after_json: entry.after === null ? null : JSON.stringify(entry.after),
          related_id: entry.relatedId ?? null,
          moves_json: entry.moves ? JSON.stringify(entry.moves) : null,
        })
        .execute();
    },
  };
}
export type ReferenceHistoryRepository = ReturnType<typeof createReferenceHistoryRepository>;
