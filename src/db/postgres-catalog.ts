import { type Kysely, sql } from "kysely";
import { connect } from "./connect.ts";
import type { Database } from "./schema.ts";

/**
 * A PostgreSQL database's own objects (schemas, tables, sequences, views), read from its catalog, and
 * the dropping of those that were not there before: how db:restore takes back a load whose later
 * step failed (server/backup/restore-database.ts). Only the catalog is read; no archive table.
 */
interface CatalogObject {
  kind: string;
  schema: string;
  name: string | null;
}

const DROP: Record<string, string> = {
  r: "table",
  p: "table",
  v: "view",
  m: "materialized view",
  S: "sequence",
  f: "foreign table",
};

async function catalog(db: Kysely<Database>): Promise<CatalogObject[]> {
  const system = sql`n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;
  const schemas = await sql<CatalogObject>`
    select 'schema' as kind, n.nspname as schema, null as name from pg_namespace n where ${system}`.execute(
    db,
  );
  const relations = await sql<CatalogObject>`
    select c.relkind as kind, n.nspname as schema, c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${system}`.execute(db);
  return [...schemas.rows, ...relations.rows];
}

const label = (o: CatalogObject) => (o.name === null ? `schema ${o.schema}` : `${o.schema}.${o.name}`);

export async function postgresObjects(databaseUrl: string): Promise<Set<string>> {
  const db = connect(databaseUrl, { poolSize: 1 });
  try {
    return new Set((await catalog(db.kysely)).map(label));
  } finally {
    await db.close();
  }
}

export async function dropNewObjects(databaseUrl: string, before: Set<string>): Promise<void> {
  const db = connect(databaseUrl, { poolSize: 1 });
  try {
    await db.kysely.transaction().execute(async (trx) => {
      const fresh = (await catalog(trx)).filter((o) => !before.has(label(o)));
      // Schemas first (with what is in them), then relations; cascade takes indexes and constraints.
      for (const o of fresh.filter((o) => o.name === null)) {
        await sql`drop schema if exists ${sql.id(o.schema)} cascade`.execute(trx);
      }
      for (const o of fresh.filter((o) => o.name !== null)) {
        await sql`drop ${sql.raw(DROP[o.kind] ?? "table")} if exists ${sql.id(o.schema, o.name ?? "")} cascade`.execute(
          trx,
        );
      }
    });
  } finally {
    await db.close();
  }
}
