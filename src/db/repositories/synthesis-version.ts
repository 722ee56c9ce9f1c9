import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** A synthesis's current version, or undefined when there is none with that id. */
export async function synthesisVersion(
  db: Kysely<Database>,
  synthesisId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom("syntheses")
    .select("version")
    .where("id", "=", synthesisId)
    .executeTakeFirst();
  return row?.version;
}
