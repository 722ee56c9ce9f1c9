import { type Kysely, sql, type Transaction } from "kysely";
import { migrationsAhead, prepareBookkeeping, recordApplied, TABLE } from "./migration-bookkeeping.ts";
import * as initial from "./migrations/0001-initial.ts";
import * as imageSizes from "./migrations/0002-image-sizes.ts";
import * as chemicalFormulas from "./migrations/0003-chemical-formulas.ts";
import * as roles from "./migrations/0004-roles.ts";
import * as lookupOwnership from "./migrations/0005-lookup-ownership.ts";
import * as synthesisVersions from "./migrations/0006-synthesis-versions.ts";
import * as revisionDrafts from "./migrations/0007-revision-drafts.ts";
import * as draftPublication from "./migrations/0008-draft-publication.ts";
import * as contributorSignup from "./migrations/0009-contributor-signup.ts";
import * as reviewWorkflow from "./migrations/0010-review-workflow.ts";
import * as referenceDataEditors from "./migrations/0011-reference-data-editors.ts";
import * as accounts from "./migrations/0012-accounts.ts";
import * as referenceHistory from "./migrations/0013-reference-history.ts";
import * as structureFingerprints from "./migrations/0014-structure-fingerprints.ts";
import * as mergeRecords from "./migrations/0015-merge-records.ts";
import * as descriptionHtml from "./migrations/0016-description-html.ts";
import * as pendingReferenceData from "./migrations/0017-pending-reference-data.ts";
import * as reviewBaseline from "./migrations/0018-review-baseline.ts";
import * as reagentSolventUrls from "./migrations/0019-reagent-solvent-urls.ts";
import * as reactionRecords from "./migrations/0020-reaction-records.ts";
import * as rateLimits from "./migrations/0021-rate-limits.ts";
import * as moleculeIdentifiers from "./migrations/0022-molecule-identifiers.ts";
import * as structureExportIndexes from "./migrations/0023-structure-export-indexes.ts";
import * as structureMolblocks from "./migrations/0024-structure-molblocks.ts";
import * as mailDigests from "./migrations/0025-mail-digests.ts";
import * as revisionChanges from "./migrations/0026-revision-changes.ts";
import * as referenceFields from "./migrations/0027-reference-fields.ts";
import * as solventSynonyms from "./migrations/0028-solvent-synonyms.ts";
import * as reagentStructures from "./migrations/0029-reagent-structures.ts";
import * as historyContributor from "./migrations/0032-history-contributor.ts";
import type { ArchiveMigration } from "./migrations/compatibility.ts";
import { onPostgres } from "./migrations/helpers.ts";
import type { Database } from "./schema.ts";

/**
 * Migrations in order. Add a new file under migrations/ and list it here; the file exports
 * `compatibility` ("expand" or "contract": whether releases older than it still work on the
 * database after it; see migrations/compatibility.ts and docs/migrations.md).
 */
export const migrations: Record<string, ArchiveMigration> = {
  "0001-initial": initial,
  "0002-image-sizes": imageSizes,
  "0003-chemical-formulas": chemicalFormulas,
  "0004-roles": roles,
  "0005-lookup-ownership": lookupOwnership,
  "0006-synthesis-versions": synthesisVersions,
  "0007-revision-drafts": revisionDrafts,
  "0008-draft-publication": draftPublication,
  "0009-contributor-signup": contributorSignup,
  "0010-review-workflow": reviewWorkflow,
  "0011-reference-data-editors": referenceDataEditors,
  "0012-accounts": accounts,
  "0013-reference-history": referenceHistory,
  "0014-structure-fingerprints": structureFingerprints,
  "0015-merge-records": mergeRecords,
  "0016-description-html": descriptionHtml,
  "0017-pending-reference-data": pendingReferenceData,
  "0018-review-baseline": reviewBaseline,
  "0019-reagent-solvent-urls": reagentSolventUrls,
  "0020-reaction-records": reactionRecords,
  "0021-rate-limits": rateLimits,
  "0022-molecule-identifiers": moleculeIdentifiers,
  "0023-structure-export-indexes": structureExportIndexes,
  "0024-structure-molblocks": structureMolblocks,
  "0025-mail-digests": mailDigests,
  "0026-revision-changes": revisionChanges,
  "0027-reference-fields": referenceFields,
  "0028-solvent-synonyms": solventSynonyms,
  "0029-reagent-structures": reagentStructures,
  "0032-history-contributor": historyContributor,
};

/** What a start is told besides the migrations it applied. */
export interface MigrateOptions {
  /**
   * The database has migrations this code does not know, each declared compatible with older
   * releases (a newer release runs on it, or ran and was rolled back): this one starts anyway.
   */
  onAhead?: (names: string[]) => void;
  /**
   * PostgreSQL: how long one statement of a migration may wait for a table's lock before the
   * migration gives way (rolls back) and tries again a moment later. While an ALTER TABLE waits,
   * every other server's queries on that table queue behind it, so the wait is kept short.
   */
  lockTimeoutMs?: number;
}

/** Default of `lockTimeoutMs`: well under the pool's 10 s wait for a connection (db/connect.ts). */
const LOCK_TIMEOUT_MS = 2000;
/** Attempts of one migration that keeps meeting a lock held elsewhere, about a minute and a half in all. */
const LOCK_ATTEMPTS = 40;

/** Brings the schema up to date; running it again is a no-op. */
export async function migrateToLatest(db: Kysely<Database>, options: MigrateOptions = {}): Promise<string[]> {
  return runMigrations(db as unknown as Kysely<unknown>, migrations, options);
}

/** Any fixed number: servers sharing one PostgreSQL database take turns migrating under it. */
const LOCK_KEY = 7_320_514_118;

/**
 * Applies the pending migrations in name order, each in its own transaction together with its
 * bookkeeping row (which records its compatibility): a migration that fails, or a process killed
 * in the middle of one, leaves no trace, and the whole migration runs again at the next start.
 * Both engines run DDL inside transactions. On SQLite every migration runs with foreign keys
 * switched off (a table rebuild's DROP TABLE would otherwise cascade) and is checked with
 * `PRAGMA foreign_key_check` before commit. A migration that opens a transaction of its own joins
 * this one. A database that has migrations this code does not know is refused, before anything is
 * applied, unless every one of them is declared compatible with older releases.
 */
export async function runMigrations(
  db: Kysely<unknown>,
  list: Record<string, ArchiveMigration>,
  options: MigrateOptions = {},
): Promise<string[]> {
  const postgres = onPostgres(db);
  const names = Object.keys(list).sort();
  const applied: string[] = [];
  const lockTimeoutMs = options.lockTimeoutMs ?? LOCK_TIMEOUT_MS;
  const transaction = (conn: Kysely<unknown>, body: (trx: Transaction<unknown>) => Promise<void>) =>
    givingWayToLocks(postgres, () => inTransaction(conn, postgres, lockTimeoutMs, body));
  await db.connection().execute(async (conn) => {
    await transaction(conn, async (trx) => {
      await prepareBookkeeping(trx, list);
      await migrationsAhead(trx, list);
    });
    for (const name of names) {
      // The pragma is a no-op inside a transaction: it is switched on this connection around it.
      if (!postgres) await sql`PRAGMA foreign_keys = OFF`.execute(conn);
      try {
        await transaction(conn, async (trx) => {
          const done = await sql`select name from ${sql.table(TABLE)} where name = ${name}`.execute(trx);
          if (done.rows.length > 0) return;
          await list[name].up(joining(trx));
          if (!postgres) {
            const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
            if (broken.rows.length) throw new Error("it would leave rows whose foreign keys point nowhere");
          }
          await recordApplied(trx, name, list[name].compatibility);
          applied.push(name);
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`migration ${name} failed and was rolled back: ${reason}`, { cause: error });
      } finally {
        if (!postgres) await sql`PRAGMA foreign_keys = ON`.execute(conn);
      }
    }
  });
  // Again after applying: a newer server sharing the database may have migrated meanwhile.
  const ahead = await migrationsAhead(db, list);
  if (ahead.length) options.onAhead?.(ahead);
  return applied;
}

/** Whether every migration of `list` is recorded as applied (readiness, /readyz). */
export async function migrationsCurrent(
  db: Kysely<Database> | Kysely<unknown>,
  list: Record<string, ArchiveMigration> = migrations,
): Promise<boolean> {
  const applied = await sql<{ name: string }>`select name from ${sql.table(TABLE)}`.execute(db);
  const done = new Set(applied.rows.map((r) => r.name));
  return Object.keys(list).every((name) => done.has(name));
}

/**
 * One transaction; on PostgreSQL it first waits for the migration lock (held until it ends), then
 * lets each statement wait at most `lockTimeoutMs` for any other lock.
 */
async function inTransaction(
  conn: Kysely<unknown>,
  postgres: boolean,
  lockTimeoutMs: number,
  body: (trx: Transaction<unknown>) => Promise<void>,
): Promise<void> {
  await conn.transaction().execute(async (trx) => {
    if (postgres) {
      await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
      await sql.raw(`set local lock_timeout = ${Math.max(1, Math.round(lockTimeoutMs))}`).execute(trx);
    }
    await body(trx);
  });
}

/** Runs `attempt` again, a quarter of a second later, while it fails on PostgreSQL's lock timeout. */
async function givingWayToLocks(postgres: boolean, attempt: () => Promise<void>): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const lockTimeout = (error as { code?: string }).code === "55P03";
      if (!postgres || !lockTimeout || tries >= LOCK_ATTEMPTS) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** The transaction as a migration sees it: its own `db.transaction()` runs inside this one. */
function joining(trx: Transaction<unknown>): Kysely<unknown> {
  const view: Kysely<unknown> = new Proxy(trx, {
    get(target, property) {
      if (property === "transaction") {
        return () => ({ execute: <T>(body: (inner: Kysely<unknown>) => Promise<T>) => body(view) });
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return view;
}
