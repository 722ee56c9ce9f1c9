import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";
import { publishedSynthesis } from "./visibility.ts";

/**
 * What an import matches agents against besides names (domain/import/agent-matching.ts): the
 * InChIKeys of the reagents that have a structure, and how many published steps use each reagent
 * and solvent, which settles the role of a name the archive lists as both (Et₃N is used as a
 * reagent far more often than as a solvent).
 */
export function createImportCatalogue(db: Kysely<Database>) {
  const published = () =>
    db
      .selectFrom("reactions as x")
      .innerJoin("parts as p", "p.id", "x.part_id")
      .innerJoin("syntheses as s", "s.id", "p.synthesis_id")
      .where(publishedSynthesis("s"));
  const counted = (rows: readonly { id: number; uses: number | string | bigint }[]) =>
    new Map(rows.map((r) => [Number(r.id), Number(r.uses)]));
  const reagentUseCounts = async () =>
    counted(
      await published()
        .innerJoin("reaction_reagent as l", "l.reaction_id", "x.id")
        .select(["l.reagent_id as id", sql<number>`count(*)`.as("uses")])
        .groupBy("l.reagent_id")
        .execute(),
    );
  const solventUseCounts = async () =>
    counted(
      await published()
        .innerJoin("reaction_solvent as l", "l.reaction_id", "x.id")
        .select(["l.solvent_id as id", sql<number>`count(*)`.as("uses")])
        .groupBy("l.solvent_id")
        .execute(),
    );
  return {
    async agents() {
      const [reagentUses, solventUses, structures] = await Promise.all([
        reagentUseCounts(),
        solventUseCounts(),
        db.selectFrom("reagents").select(["id", "inchikey"]).where("inchikey", "is not", null).execute(),
      ]);
      return {
        reagentUses,
        solventUses,
        reagentKeys: new Map(structures.map((r) => [r.id, r.inchikey as string])),
      };
    },
  };
}
