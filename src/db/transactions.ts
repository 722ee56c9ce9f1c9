import type { Kysely } from "kysely";
import { createTxRepositories, type TxRepositories } from "./repositories/index.ts";
import type { Database } from "./schema.ts";

/**
 * What a command gets instead of the database handle: runs `work` in one transaction, committed
 * when it resolves and rolled back when it throws (docs/decisions/code/0069-the-data-boundary.md,
 * docs/decisions/code/0136-repositories-own-the-transaction.md). `work` gets every repository built
 * over that transaction and never the transaction itself.
 */
export type TransactionRunner = <T>(work: (repos: TxRepositories) => Promise<T>) => Promise<T>;

export function transactionRunner(db: Kysely<Database>): TransactionRunner {
  return (work) => db.transaction().execute((trx) => work(createTxRepositories(trx)));
}
