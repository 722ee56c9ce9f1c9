import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { publishedSynthesis } from "./visibility.ts";

/**
 * What the ORD dump reads besides each synthesis document (docs/decisions/exports/0082-the-archive-as-an-ord-dataset.md "The archive as an
 * ORD dataset"): the published syntheses in keyset pages by id, so the dump never holds more than
 * one page, and the archive's newest change for Last-Modified.
 */
export function createOrdExportSource(db: Kysely<Database>) {
  return {
    /** Up to `limit` published syntheses with an id above `afterId`, by id. */
    async page(afterId: number, limit: number): Promise<{ id: number; created_at: string }[]> {
      const rows = await db
        .selectFrom("syntheses as s")
        .select(["s.id", "s.created_at"])
        .where(publishedSynthesis("s"))
        .where("s.id", ">", afterId)
        .orderBy("s.id")
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: Number(r.id), created_at: String(r.created_at) }));
    },
    /**
     * When the public data last changed: a synthesis written or unpublished, or a reference-data
     * item (a reagent's or solvent's name) changed. Null on an empty archive.
     */
    async newestChange(): Promise<string | null> {
      const [syntheses, history] = await Promise.all([
        db
          .selectFrom("syntheses")
          .select((eb) => [
            eb.fn.max("updated_at").as("updated"),
            eb.fn.max("unpublished_at").as("unpublished"),
          ])
          .executeTakeFirst(),
        db
          .selectFrom("reference_history")
          .select((eb) => eb.fn.max("at").as("at"))
          .executeTakeFirst(),
      ]);
      const times = [syntheses?.updated, syntheses?.unpublished, history?.at]
        .filter((t) => t !== null && t !== undefined)
        .map((t) => Date.parse(String(t)))
        .filter((t) => !Number.isNaN(t));
      return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
    },
  };
}
export type OrdExportSource = ReturnType<typeof createOrdExportSource>;
