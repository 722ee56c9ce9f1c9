import type { Migration } from "kysely/migration";

/**
 * What a migration means for the releases older than it (docs/migrations.md), which a rolling
 * upgrade or a rollback runs on the migrated database for a while:
 *
 * - `"expand"`: an older release still works on the database after it: every table and column it
 *   uses is still there with the same meaning, and what it writes is valid for the newer release
 *   (new columns are nullable or have a default; anything it leaves out, the newer release treats
 *   as "not recorded" or fills in itself). An older server may restart while this one runs.
 * - `"contract"`: an older release must not run on it: the migration drops or renames something,
 *   adds a NOT NULL column without a default, stores a copy of data that older releases would
 *   leave stale, or a rule (a permission, a visibility, a review step) that they would ignore.
 *   An older server then refuses to start, naming the migration.
 *
 * Every migration file exports it, next to `up`:
 *
 *     export const compatibility: Compatibility = "expand";
 *
 * A file that lacks it fails the typecheck where `migrations` (src/db/migrate.ts) lists it
 * ("Property 'compatibility' is missing … required in type 'ArchiveMigration'").
 */
export type Compatibility = "expand" | "contract";

/** One migration of ours: Kysely's `up` (and optional `down`) plus what it means for older releases. */
export type ArchiveMigration = Migration & { readonly compatibility: Compatibility };
