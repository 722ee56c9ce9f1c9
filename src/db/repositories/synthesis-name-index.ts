import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** Names (reagents, solvents) and urls (named reactions, protecting groups) a document uses. */
export interface ReferenceNames {
  reagents: string[];
  solvents: string[];
  namedReactions: string[];
  protectingGroups: string[];
}

/** Name -> id maps of just the reference data a document names (not the whole tables). */
export async function loadNameIndex(trx: Kysely<Database>, wanted: ReferenceNames) {
  const none = Promise.resolve([]);
  const [reagents, solvents, named, groups] = await Promise.all([
    wanted.reagents.length
      ? trx.selectFrom("reagents").select(["id", "name"]).where("name", "in", wanted.reagents).execute()
      : none,
    wanted.solvents.length
      ? trx.selectFrom("solvents").select(["id", "name"]).where("name", "in", wanted.solvents).execute()
      : none,
    wanted.namedReactions.length
      ? trx
          .selectFrom("named_reactions")
          .select(["id", "url"])
          .where("url", "in", wanted.namedReactions)
          .execute()
      : none,
    wanted.protectingGroups.length
      ? trx
          .selectFrom("protecting_groups")
          .select(["id", "url"])
          .where("url", "in", wanted.protectingGroups)
          .execute()
      : none,
  ]);
  return {
    reagents: new Map(reagents.map((r) => [r.name, r.id])),
    solvents: new Map(solvents.map((r) => [r.name, r.id])),
    namedReactions: new Map(named.map((r) => [r.url, r.id])),
    protectingGroups: new Map(groups.map((r) => [r.url, r.id])),
  };
}
export type NameIndex = Awaited<ReturnType<typeof loadNameIndex>>;
