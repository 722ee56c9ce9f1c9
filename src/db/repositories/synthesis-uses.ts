import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * The columns that name a synthesis in a list of an item's uses (`PublishedUse`, domain/lookup-usage.ts),
 * over the syntheses (`s`) joined to their molecule (`m`) and author (`a`), oldest first. Shared by
 * the lookup writes' and the reference editors' checks; each adds its own condition.
 */
export const SYNTHESIS_USE_COLUMNS = [
  "s.id",
  "m.name as molecule",
  "a.last_name as lastName",
  "s.year",
] as const;

export function synthesisUses(handle: Kysely<Database>) {
  return handle
    .selectFrom("syntheses as s")
    .innerJoin("molecules as m", "m.id", "s.molecule_id")
    .innerJoin("authors as a", "a.id", "s.author_id")
    .select(SYNTHESIS_USE_COLUMNS)
    .orderBy("s.year")
    .orderBy("s.id");
}
