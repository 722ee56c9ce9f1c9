import type { Kysely } from "kysely";
import type { ReferenceDoc } from "../../domain/synthesis-document.ts";
import type { Database, NewNamedReaction, NewProtectingGroup } from "../schema.ts";
import { replaceSynonyms } from "./lookup-synonyms.ts";
import { settleLookupUrl } from "./lookup-urls.ts";
import { referenceRowValues } from "./reference-rows.ts";

/** The reference data of a dataset, inserted or updated by name, over the seed's transaction. */
export function createReferenceDataWriter(db: Kysely<Database>) {
  return {
    /** Upserts of reference data by their natural keys (name or url); used by the loaders. */
    async upsertReagent(r: { name: string; formula: string | null; synonyms: string[] }) {
      const existing = await db
        .selectFrom("reagents")
        .select("id")
        .where("name", "=", r.name)
        .executeTakeFirst();
      let id: number;
      if (existing) {
        id = existing.id;
        await db.updateTable("reagents").set({ formula: r.formula }).where("id", "=", id).execute();
      } else {
        id = (
          await db
            .insertInto("reagents")
            .values({ name: r.name, formula: r.formula })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
        // An existing row keeps its name, so its slug; a new one gets its slug from the name.
        await settleLookupUrl(db, "reagent", id, undefined, { name: r.name, url: "" });
      }
      await db.deleteFrom("reagent_synonyms").where("reagent_id", "=", id).execute();
      if (r.synonyms.length) {
        await db
          .insertInto("reagent_synonyms")
          .values(r.synonyms.map((synonym) => ({ reagent_id: id, synonym })))
          .execute();
      }
      return id;
    },
    /** A solvent by name; its synonyms, when given, become exactly those (as a reagent's do). */
    async upsertSolvent(s: { name: string; synonyms?: readonly string[] }) {
      const existing = await db
        .selectFrom("solvents")
        .select("id")
        .where("name", "=", s.name)
        .executeTakeFirst();
      let id = existing?.id;
      if (id === undefined) {
        id = (
          await db.insertInto("solvents").values({ name: s.name }).returning("id").executeTakeFirstOrThrow()
        ).id;
        await settleLookupUrl(db, "solvent", id, undefined, { name: s.name, url: "" });
      }
      if (s.synonyms) await replaceSynonyms(db, "solvent", id, s.synonyms);
      return id;
    },
    async upsertNamedReaction(
      row: NewNamedReaction,
      synonyms: string[],
      references: (ReferenceDoc & { type: "original" | "review" })[],
    ) {
      const existing = await db
        .selectFrom("named_reactions")
        .select("id")
        .where("url", "=", row.url)
        .executeTakeFirst();
      let id: number;
      if (existing) {
        id = existing.id;
        await db.updateTable("named_reactions").set(row).where("id", "=", id).execute();
      } else {
        id = (await db.insertInto("named_reactions").values(row).returning("id").executeTakeFirstOrThrow())
          .id;
      }
      await db.deleteFrom("named_reaction_synonyms").where("named_reaction_id", "=", id).execute();
      await db.deleteFrom("references").where("named_reaction_id", "=", id).execute();
      if (synonyms.length) {
        await db
          .insertInto("named_reaction_synonyms")
          .values(synonyms.map((synonym) => ({ named_reaction_id: id, synonym })))
          .execute();
      }
      if (references.length) {
        await db
          .insertInto("references")
          .values(
            references.map(({ type, ...r }, position) => ({
              ...referenceRowValues(r),
              type,
              named_reaction_id: id,
              position,
            })),
          )
          .execute();
      }
      return id;
    },
    async upsertProtectingGroup(row: NewProtectingGroup) {
      const existing = await db
        .selectFrom("protecting_groups")
        .select("id")
        .where("url", "=", row.url)
        .executeTakeFirst();
      if (existing) {
        await db.updateTable("protecting_groups").set(row).where("id", "=", existing.id).execute();
        return existing.id;
      }
      return (await db.insertInto("protecting_groups").values(row).returning("id").executeTakeFirstOrThrow())
        .id;
    },
  };
}
