import type { Kysely } from "kysely";
import { connect } from "../../src/db/connect.ts";
import { migrations, runMigrations } from "../../src/db/migrate.ts";
import type { Database } from "../../src/db/schema.ts";
import { copyTemplateDatabase } from "./test-app.ts";

/**
 * A new empty database of the run's engine migrated up to, not including, `version` (e.g. "0019"):
 * an archive from before that migration, for a migration test to fill with old rows and then run
 * the rest. `close()` closes it and drops it.
 */
export async function databaseBefore(
  version: string,
): Promise<{ k: Kysely<Database>; close: () => Promise<void> }> {
  const { databaseUrl, drop } = await copyTemplateDatabase({ empty: true });
  const db = connect(databaseUrl);
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < version));
  await runMigrations(db.kysely as unknown as Kysely<unknown>, before);
  return {
    k: db.kysely,
    close: async () => {
      await db.close();
      await drop();
    },
  };
}
