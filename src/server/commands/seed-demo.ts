import { resolve } from "node:path";
import type { Runtime } from "../runtime.ts";
import { ensureDemoEditor } from "./demo-editor.ts";
import { readDataset, seedDataset } from "./seed-dataset.ts";

export const DEMO_DIR = resolve(import.meta.dirname, "../../../data/demo");

/** Loads data/demo into the database; syntheses already stored (same molecule, PI and year) are kept. */
export async function seedDemo(runtime: Runtime, dir = DEMO_DIR) {
  const { repos, publishDeps } = runtime;
  return seedDataset(
    {
      ...publishDeps,
      isPublished: (doc) =>
        repos.syntheses.exists({
          structure: doc.molecule.structure,
          authorUrl: doc.author.url,
          year: doc.year,
        }),
    },
    await readDataset(dir),
  );
}

/**
 * First start: SEED_DEMO=auto seeds an empty embedded (SQLite) database; true seeds any empty
 * database; false never seeds. A PostgreSQL deployment is seeded on purpose with `npm run db:seed`.
 */
export async function seedDemoIfEmpty(runtime: Runtime): Promise<void> {
  const { config, repos, logger } = runtime;
  const wanted =
    config.SEED_DEMO === "true" || (config.SEED_DEMO === "auto" && runtime.db.engine === "sqlite");
  if (!wanted) return;
  if ((await repos.syntheses.count()) > 0) return;
  const started = performance.now();
  const result = await seedDemo(runtime);
  logger.info({ ...result, ms: Math.round(performance.now() - started) }, "seeded the demo dataset");
  // The demo site this start just made needs someone who can sign in. Only here: a real archive
  // whose users table happens to be empty must never get an account with a printed password.
  // The password is generated, stored only as an argon2id hash, and shown this once.
  const editor = await ensureDemoEditor({ users: repos.users });
  if (editor) console.log(`Demo editor account: ${editor.email} / ${editor.password} (shown only once)`);
}
