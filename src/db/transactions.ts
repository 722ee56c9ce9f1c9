import type { Kysely, Transaction } from "kysely";
import { createTxRepositories, type TxRepositories } from "./repositories/index.ts";
import type { Database } from "./schema.ts";

/** One write's transaction: commands hand it to the injected repositories' writes and build no query on it. */
export type Tx = Transaction<Database>;

/**
 * What a command gets instead of the database handle: runs `work` in one transaction, committed
 * when it resolves and rolled back when it throws (docs/decisions/code/0069-the-data-boundary.md). `work`
 * gets the transaction and the repositories built over it (`createTxRepositories`).
 */
export type TransactionRunner = <T>(work: (trx: Tx, repos: TxRepositories) => Promise<T>) => Promise<T>;

export function transactionRunner(db: Kysely<Database>): TransactionRunner {
  return (work) => db.transaction().execute((trx) => work(trx, createTxRepositories(trx)));
}
