import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema.ts";

/** One write's transaction: commands hand it to repository calls and build no query on it. */
export type Tx = Transaction<Database>;

/**
 * What a command gets instead of the database handle: runs `work` in one transaction, committed
 * when it resolves and rolled back when it throws (docs/decisions.md "The data boundary").
 */
export type TransactionRunner = <T>(work: (trx: Tx) => Promise<T>) => Promise<T>;

export function transactionRunner(db: Kysely<Database>): TransactionRunner {
  return (work) => db.transaction().execute(work);
}
