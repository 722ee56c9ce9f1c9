import { type CreateTableBuilder, type Kysely, PostgresAdapter } from "kysely";

/** True when the migration runs on PostgreSQL (the only place the two engines need different DDL). */
export function onPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Auto-incrementing integer primary key on either engine. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, db: Kysely<unknown>) {
  return onPostgres(db)
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}
