import { resolve } from "node:path";
import type { TxRepositories } from "../../db/repositories/index.ts";
import type { Runtime } from "../runtime.ts";
import { demoEditorAccount } from "./demo-editor.ts";
import { demoPasswordPath, writeDemoPassword } from "./demo-password-file.ts";
import { seedingRenderer } from "./drawing-cache.ts";
import { readDataset, seedDataset } from "./seed-dataset.ts";

export const DEMO_DIR = resolve(import.meta.dirname, "../../../data/demo");

/**
 * Loads data/demo into the database in one transaction; syntheses already stored (same molecule,
 * PI and year) are kept. `within` adds the caller's rows to that transaction.
 */
export async function seedDemo(
  runtime: Runtime,
  dir = DEMO_DIR,
  within?: (repos: TxRepositories) => Promise<void>,
) {
  const { repos, publishDeps, config } = runtime;
  return seedDataset(
    {
      ...publishDeps,
      structures: seedingRenderer(publishDeps.structures, config.SEED_DRAWING_CACHE_DIR),
      isPublished: (doc) =>
        repos.syntheses.exists({
          structure: doc.molecule.structure,
          authorUrl: doc.author.url,
          year: doc.year,
        }),
    },
    await readDataset(dir),
    { within },
  );
}

/**
 * First start: SEED_DEMO=auto seeds an empty embedded (SQLite) database; true seeds any empty
 * database; false never seeds. DEMO_DATA_DIR names another dataset of data/demo's layout (a site's
 * own starter data; the crash test's short one). A PostgreSQL deployment is seeded on purpose with `npm run db:seed`.
 * The demo data and the demo editor go in one transaction, so a start killed at any moment leaves
 * either an empty database, which the next start seeds, or the whole demo archive.
 */
export async function seedDemoIfEmpty(runtime: Runtime): Promise<void> {
  const { config, repos, logger } = runtime;
  const wanted =
    config.SEED_DEMO === "true" || (config.SEED_DEMO === "auto" && runtime.db.engine === "sqlite");
  if (!wanted) return;
  if ((await repos.syntheses.count()) > 0) return;
  const started = performance.now();
  // The demo site this start makes needs someone who can sign in. Only here: a real archive whose
  // users table happens to be empty must never get an account with a generated password. The
  // password is stored as an argon2id hash and written in clear only to a file of mode 0600, never
  // to the log; the file is written before the commit, so a folder it cannot be written to stops
  // the seeding instead of leaving an account nobody can sign in to.
  const editor = await demoEditorAccount({ users: repos.users });
  const passwordFile = demoPasswordPath(config);
  const result = await seedDemo(runtime, config.DEMO_DATA_DIR || DEMO_DIR, async (txRepos) => {
    logger.debug("demo data drawn: writing it in one transaction");
    if (editor) writeDemoPassword(passwordFile, editor);
    await editor?.create(txRepos);
  });
  logger.info({ ...result, ms: Math.round(performance.now() - started) }, "seeded the demo dataset");
  if (editor) {
    logger.info(
      { email: editor.email, passwordFile },
      "demo editor account created: its password is in passwordFile, readable only by this user",
    );
  }
}
