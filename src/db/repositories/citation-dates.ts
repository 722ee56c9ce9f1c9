import type { Kysely } from "kysely";
import { w3cDatetime } from "../../domain/page-dates.ts";
import type { Database } from "../schema.ts";
import { publishedSynthesis } from "./visibility.ts";

/** A stored time (text on SQLite, a Date from PostgreSQL) as a W3C datetime, or null. */
function datetime(stored: unknown): string | null {
  if (stored instanceof Date)
    return Number.isNaN(stored.getTime()) ? null : w3cDatetime(stored.toISOString());
  return stored === null || stored === undefined ? null : w3cDatetime(String(stored));
}

/**
 * The dates citations name: a published synthesis page's last change (its `updated_at`, which every
 * change to it raises), and the dataset's data revision with the archive's newest change.
 */
export function createCitationDateRepository(db: Kysely<Database>) {
  return {
    async synthesisChangedAt(id: number): Promise<string | null> {
      const row = await db
        .selectFrom("syntheses as s")
        .where("s.id", "=", id)
        .where(publishedSynthesis("s"))
        .select("s.updated_at")
        .executeTakeFirst();
      return row ? datetime(row.updated_at) : null;
    },
    /** The revision counter and the newest change of a published synthesis or of reference data. */
    async dataset(): Promise<{ revision: number; changedAt: string | null }> {
      const [revision, syntheses, history] = await Promise.all([
        db.selectFrom("revisions").select("value").where("id", "=", 1).executeTakeFirst(),
        db
          .selectFrom("syntheses as s")
          .where(publishedSynthesis("s"))
          .select((eb) => eb.fn.max("s.updated_at").as("at"))
          .executeTakeFirst(),
        db
          .selectFrom("reference_history")
          .select((eb) => eb.fn.max("at").as("at"))
          .executeTakeFirst(),
      ]);
      const dates = [datetime(syntheses?.at), datetime(history?.at)].filter((d): d is string => d !== null);
      return { revision: revision?.value ?? 0, changedAt: dates.sort().at(-1) ?? null };
    },
  };
}
export type CitationDateRepository = ReturnType<typeof createCitationDateRepository>;
