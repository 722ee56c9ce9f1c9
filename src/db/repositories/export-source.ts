import { type Kysely, sql } from "kysely";
import { w3cDatetime } from "../../domain/page-dates.ts";
import type { Database } from "../schema.ts";
import { publishedChemicals, publishedTargets } from "./published-structures.ts";
import { publishedSynthesis } from "./visibility.ts";

/** Where a stored structure occurs: as a synthesis's target (kind 0) or a reaction's chemical (kind 1). */
export interface StructureOccurrence {
  smiles: string;
  synthesis_id: number;
  name: string | null;
  formula: string | null;
  /** A target molecule's stored identifiers (null for a chemical of a reaction, or not yet computed). */
  inchi: string | null;
  inchikey: string | null;
  kind: number;
}

/**
 * What the exports read (api/export/), always in keyset pages so a dump never holds more than a
 * page of the archive: the published syntheses' ids, the distinct structures of the published
 * molecules and chemicals with where they occur, and when the data last changed.
 */
export function createExportSource(db: Kysely<Database>) {
  /** The published target molecules with a SMILES (or the one of `only`), with their synthesis as `s`. */
  const targets = (only: number | undefined) =>
    publishedTargets(db).$if(only !== undefined, (q) => q.where("s.id", "=", only as number));
  /** The chemicals with a SMILES of the published reactions (or of `only`), with their synthesis as `s`. */
  const chemicals = (only: number | undefined) =>
    publishedChemicals(db).$if(only !== undefined, (q) => q.where("s.id", "=", only as number));

  /** Every occurrence of a structure in the published syntheses (or in one of them). */
  const occurrences = (only: number | undefined) =>
    targets(only)
      .select([
        "m.smiles as smiles",
        "s.id as synthesis_id",
        // A target always has a name; a chemical may not: typed as the union's column.
        sql<string | null>`${sql.ref("m.name")}`.as("name"),
        "m.formula as formula",
        "m.inchi as inchi",
        "m.inchikey as inchikey",
        sql<number>`0`.as("kind"),
      ])
      .unionAll(
        chemicals(only).select([
          "c.smiles as smiles",
          "s.id as synthesis_id",
          "c.name as name",
          "c.formula as formula",
          sql<string | null>`null`.as("inchi"),
          sql<string | null>`null`.as("inchikey"),
          sql<number>`1`.as("kind"),
        ]),
      )
      .as("o");

  return {
    /** The next `limit` published synthesis ids after `after`, ascending (or `only`, if published). */
    async syntheses(after: number, limit: number, only?: number): Promise<number[]> {
      const rows = await db
        .selectFrom("syntheses as s")
        .select("s.id")
        .where(publishedSynthesis("s"))
        .where("s.id", ">", after)
        .$if(only !== undefined, (q) => q.where("s.id", "=", only as number))
        .orderBy("s.id")
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /** The next `limit` distinct structures after `after` (by their stored SMILES) and all their occurrences. */
    async structures(after: string | null, limit: number, only?: number): Promise<StructureOccurrence[]> {
      // The next keys of each kind, each read in order along its SMILES index (migration 0023)
      // and stopping after `limit`; the page is the first `limit` of both, deduplicated. Both
      // comparisons and the final order are the database's, so the pages never skip a key.
      const targetKeys = targets(only)
        .$if(after !== null, (q) => q.where("m.smiles", ">", after as string))
        .select("m.smiles as smiles")
        .distinct()
        .orderBy("m.smiles")
        .limit(limit);
      const chemicalKeys = chemicals(only)
        .$if(after !== null, (q) => q.where("c.smiles", ">", after as string))
        .select("c.smiles as smiles")
        .distinct()
        .orderBy("c.smiles")
        .limit(limit);
      const keys = (
        await db
          .selectFrom(
            db
              .selectFrom(targetKeys.as("t"))
              .select("t.smiles")
              .union(db.selectFrom(chemicalKeys.as("k")).select("k.smiles"))
              .as("u"),
          )
          .select("u.smiles")
          .orderBy("u.smiles")
          .limit(limit)
          .execute()
      ).map((r) => r.smiles as string);
      if (keys.length === 0) return [];
      const rows = await db
        .selectFrom(occurrences(only))
        .selectAll("o")
        .where("o.smiles", "in", keys)
        .orderBy("o.smiles")
        .orderBy("o.kind")
        .orderBy("o.synthesis_id")
        .execute();
      return rows.map((r) => ({ ...r, smiles: r.smiles as string, kind: Number(r.kind) }));
    },

    /** When the archive's data last changed (a synthesis, its history, reference data), ISO 8601; null if never. */
    async lastChange(): Promise<string | null> {
      const [synthesis, unpublished, history, reference] = await Promise.all([
        db
          .selectFrom("syntheses")
          .select((eb) => eb.fn.max("updated_at").as("at"))
          .executeTakeFirst(),
        db
          .selectFrom("syntheses")
          .select((eb) => eb.fn.max("unpublished_at").as("at"))
          .executeTakeFirst(),
        db
          .selectFrom("synthesis_history")
          .select((eb) => eb.fn.max("at").as("at"))
          .executeTakeFirst(),
        db
          .selectFrom("reference_history")
          .select((eb) => eb.fn.max("at").as("at"))
          .executeTakeFirst(),
      ]);
      const times = [synthesis, unpublished, history, reference]
        .map((row) => (row?.at ? w3cDatetime(String(row.at)) : null))
        .filter((at): at is string => at !== null)
        .sort();
      return times.at(-1) ?? null;
    },
  };
}
export type ExportSource = ReturnType<typeof createExportSource>;
