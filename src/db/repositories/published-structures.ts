import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { publishedSynthesis } from "./visibility.ts";

/**
 * Where the published archive's structures are, as the start of a query: the target molecules
 * with a SMILES (`m`) and the reactions' chemicals with one (`c`), each with its synthesis as `s`.
 * The exports read their occurrences from them, the molblock backfill what it has not stored yet.
 */
export const publishedTargets = (db: Kysely<Database>) =>
  db
    .selectFrom("molecules as m")
    .innerJoin("syntheses as s", "s.molecule_id", "m.id")
    .where(publishedSynthesis("s"))
    .where("m.smiles", "is not", null);

export const publishedChemicals = (db: Kysely<Database>) =>
  db
    .selectFrom("chemicals as c")
    .innerJoin("reactions as r", "r.id", "c.reaction_id")
    .innerJoin("parts as p", "p.id", "r.part_id")
    .innerJoin("syntheses as s", "s.id", "p.synthesis_id")
    .where(publishedSynthesis("s"))
    .where("c.smiles", "is not", null);
