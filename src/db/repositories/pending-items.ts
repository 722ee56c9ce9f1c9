import type { Kysely } from "kysely";
import { type SqlBool, sql } from "kysely";
import type { Database } from "../schema.ts";
import { type Viewer, visibleTo } from "./visibility.ts";

/** The reference data that can be pending (docs/decisions/reference-data/0039-reference-data-a-contributor-creates-is-pending.md). */
export type PendingKind = "author" | "reagent" | "solvent" | "named_reaction";

const TABLE = {
  author: "authors",
  reagent: "reagents",
  solvent: "solvents",
  named_reaction: "named_reactions",
} as const;

/** Who created a pending item (null when the account is gone). */
type Creator = { id: number; name: string } | null;

const creatorOf = (row: { created_by: number | null; creator_name: string | null }): Creator =>
  row.created_by === null ? null : { id: row.created_by, name: row.creator_name ?? "" };

/** The editor's queue: every pending item with its creator, oldest first, one list per kind. */
async function listPending(db: Kysely<Database>) {
  const [authors, reagents, solvents, namedReactions] = await Promise.all([
    db
      .selectFrom("authors as t")
      .leftJoin("users as u", "u.id", "t.created_by")
      .select(["t.id", "t.first_name", "t.last_name", "t.url", "t.created_by", "u.name as creator_name"])
      .where("t.pending", "=", 1)
      .orderBy("t.id")
      .execute(),
    db
      .selectFrom("reagents as t")
      .leftJoin("users as u", "u.id", "t.created_by")
      .select(["t.id", "t.name", "t.formula", "t.created_by", "u.name as creator_name"])
      .where("t.pending", "=", 1)
      .orderBy("t.id")
      .execute(),
    db
      .selectFrom("solvents as t")
      .leftJoin("users as u", "u.id", "t.created_by")
      .select(["t.id", "t.name", "t.created_by", "u.name as creator_name"])
      .where("t.pending", "=", 1)
      .orderBy("t.id")
      .execute(),
    db
      .selectFrom("named_reactions as t")
      .leftJoin("users as u", "u.id", "t.created_by")
      .select(["t.id", "t.name", "t.url", "t.created_by", "u.name as creator_name"])
      .where("t.pending", "=", 1)
      .orderBy("t.id")
      .execute(),
  ]);
  return {
    authors: authors.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      url: r.url,
      creator: creatorOf(r),
    })),
    reagents: reagents.map((r) => ({ id: r.id, name: r.name, formula: r.formula, creator: creatorOf(r) })),
    solvents: solvents.map((r) => ({ id: r.id, name: r.name, creator: creatorOf(r) })),
    named_reactions: namedReactions.map((r) => ({
      id: r.id,
      name: r.name,
      url: r.url,
      creator: creatorOf(r),
    })),
  };
}
export type PendingItems = Awaited<ReturnType<typeof listPending>>;

/** The kinds a reaction links to, each with its link table and the link's column naming the item. */
const REACTION_LINK = {
  reagent: { table: "reaction_reagent", column: "reagent_id" },
  solvent: { table: "reaction_solvent", column: "solvent_id" },
  named_reaction: { table: "reaction_named_reaction", column: "named_reaction_id" },
} as const;

/** Accepts the pending items of `kind` that a reaction of the synthesis links to. */
async function acceptLinkedFrom(
  trx: Kysely<Database>,
  kind: keyof typeof REACTION_LINK,
  synthesisId: number,
) {
  const link = REACTION_LINK[kind];
  await trx
    .updateTable(TABLE[kind] as "solvents")
    .set({ pending: 0 })
    .where("pending", "=", 1)
    .where(
      "id",
      "in",
      trx
        .selectFrom(`${link.table} as l` as "reaction_solvent as l")
        .innerJoin("reactions as r", "r.id", "l.reaction_id")
        .innerJoin("parts as p", "p.id", "r.part_id")
        .where("p.synthesis_id", "=", synthesisId)
        .select(`l.${link.column}` as "l.solvent_id"),
    )
    .execute();
}

/**
 * Pending reference data: the editor's queue and the history's visibility check (over the
 * database), and a write's pending flags (over its transaction).
 */
export function createPendingItemRepository(db: Kysely<Database>) {
  return {
    list() {
      return listPending(db);
    },
    /** True when the item exists but `viewer` may not see it (another contributor's pending item). */
    async hiddenFrom(kind: PendingKind, id: number, viewer: Viewer) {
      const row = await db
        .selectFrom(`${TABLE[kind]} as t` as "solvents as t")
        .select("t.id")
        .where("t.id", "=", id)
        .where(sql<SqlBool>`not ${visibleTo(viewer, "t")}`)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** True while the item is pending, false once accepted, undefined when there is no such item. */
    async isPending(kind: PendingKind, id: number): Promise<boolean | undefined> {
      const row = await db
        .selectFrom(TABLE[kind] as "solvents")
        .select("pending")
        .where("id", "=", id)
        .executeTakeFirst();
      return row === undefined ? undefined : Number(row.pending) === 1;
    },
    async setPending(kind: PendingKind, id: number, pending: boolean) {
      await db
        .updateTable(TABLE[kind] as "solvents")
        .set({ pending: pending ? 1 : 0 })
        .where("id", "=", id)
        .execute();
    },
    /**
     * Accepts every pending item the synthesis uses (its author, the reagents, solvents and named
     * reactions of its reactions): publishing it is an editor's acceptance of what it names.
     */
    async acceptUsedBy(synthesisId: number) {
      await db
        .updateTable("authors")
        .set({ pending: 0 })
        .where("pending", "=", 1)
        .where("id", "in", (eb) =>
          eb.selectFrom("syntheses").select("author_id").where("id", "=", synthesisId),
        )
        .execute();
      // One after the other, in the order they were always written, on the one transaction.
      for (const kind of ["reagent", "solvent", "named_reaction"] as const) {
        await acceptLinkedFrom(db, kind, synthesisId);
      }
    },
  };
}
export type PendingItemRepository = ReturnType<typeof createPendingItemRepository>;
