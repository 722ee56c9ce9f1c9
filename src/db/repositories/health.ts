import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/** What the readiness probe asks of the database (server/http/health.ts). */
export function createHealthRepository(db: Kysely<Database>) {
  return {
    /** Resolves when the database answers a query; rejects with the driver's error otherwise. */
    async answers(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}
export type HealthRepository = ReturnType<typeof createHealthRepository>;
