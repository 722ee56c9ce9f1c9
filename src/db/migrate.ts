import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
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
import * as accounts from "./migrations/0012-accounts.ts";
import type { Database } from "./schema.ts";

/** Migrations in order. Add a new file under migrations/ and list it here. */
const migrations: Record<string, Migration> = {
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
  "0012-accounts": accounts,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; running it again is a no-op. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
