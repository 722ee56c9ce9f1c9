import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { chunks, groupBy } from "./chunks.ts";

/** Reagents and solvents keep their other names the same way: one row per synonym, in entry order. */
export type SynonymKind = "reagent" | "solvent";

const TABLES = {
  reagent: { table: "reagent_synonyms", owner: "reagent_id" },
  solvent: { table: "solvent_synonyms", owner: "solvent_id" },
} as const;

// Kysely types each table apart; the two have the same columns, so one spelling serves both.
const tableOf = (kind: SynonymKind) => TABLES[kind].table as "solvent_synonyms";
const ownerOf = (kind: SynonymKind) => TABLES[kind].owner as "solvent_id";

/** Each item's synonyms ({id, synonym}, in entry order), for the items of `ids` that have any. */
export async function loadSynonyms(
  db: Kysely<Database>,
  kind: SynonymKind,
  ids: readonly number[],
): Promise<Map<number, { id: number; synonym: string }[]>> {
  const owner = ownerOf(kind);
  const rows: { id: number; owner: number; synonym: string }[] = [];
  for (const part of chunks(ids)) {
    rows.push(
      ...(await db
        .selectFrom(tableOf(kind))
        .select(["id", `${owner} as owner`, "synonym"])
        .where(owner, "in", part)
        .orderBy("id")
        .execute()),
    );
  }
  const map = new Map<number, { id: number; synonym: string }[]>();
  for (const [item, list] of groupBy(rows, (r) => r.owner)) {
    map.set(
      item,
      list.map(({ id, synonym }) => ({ id, synonym })),
    );
  }
  return map;
}

/** Every synonym of the kind as plain text by item (the search index reads them all at once). */
export async function allSynonyms(db: Kysely<Database>, kind: SynonymKind): Promise<Map<number, string[]>> {
  const owner = ownerOf(kind);
  const rows = await db
    .selectFrom(tableOf(kind))
    .select([`${owner} as owner`, "synonym"])
    .orderBy("id")
    .execute();
  const map = new Map<number, string[]>();
  for (const row of rows) {
    const list = map.get(row.owner);
    if (list) list.push(row.synonym);
    else map.set(row.owner, [row.synonym]);
  }
  return map;
}

/** Makes the item's synonyms exactly `synonyms`; rows kept unchanged keep their ids. */
export async function replaceSynonyms(
  db: Kysely<Database>,
  kind: SynonymKind,
  itemId: number,
  synonyms: readonly string[],
): Promise<void> {
  const table = tableOf(kind);
  const owner = ownerOf(kind);
  const current = await db.selectFrom(table).select(["id", "synonym"]).where(owner, "=", itemId).execute();
  const wanted = new Set(synonyms);
  const stale = current.filter((s) => !wanted.has(s.synonym)).map((s) => s.id);
  if (stale.length) await db.deleteFrom(table).where("id", "in", stale).execute();
  const kept = new Set(current.map((s) => s.synonym));
  const added = synonyms.filter((s) => !kept.has(s));
  if (added.length) {
    await db
      .insertInto(table)
      .values(
        added.map((synonym) => ({ [owner]: itemId, synonym }) as { solvent_id: number; synonym: string }),
      )
      .execute();
  }
}

/** Removes every synonym of the item. */
export async function dropSynonyms(db: Kysely<Database>, kind: SynonymKind, itemId: number): Promise<void> {
  await db.deleteFrom(tableOf(kind)).where(ownerOf(kind), "=", itemId).execute();
}
