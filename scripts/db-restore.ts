/**
 * npm run db:restore -- --from <folder> — fills the EMPTY database of DATABASE_URL and the EMPTY
 * STORAGE_DIR from a backup of npm run db:backup, all or nothing (docs/operations.md "Backups and
 * restores"): a failed check changes nothing, a failed step removes what it wrote.
 */
import { parseArgs } from "node:util";
import { restoreArchive } from "../src/server/backup/restore.ts";
import { RestoreFailed, RestoreRefused } from "../src/server/backup/restore-errors.ts";
import { loadConfig } from "../src/server/config.ts";

const { values } = parseArgs({ options: { from: { type: "string" } } });
if (!values.from) {
  console.error("Usage: npm run db:restore -- --from <backup folder>");
  process.exit(2);
}
const config = loadConfig();
const started = performance.now();
// Ctrl-C or a stop while it writes: the restore stops and removes what it wrote before exiting.
const interrupt = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => interrupt.abort(new Error(`interrupted by ${signal}`)));
}
try {
  const manifest = await restoreArchive({
    databaseUrl: config.DATABASE_URL,
    storageDir: config.STORAGE_DIR,
    from: values.from,
    signal: interrupt.signal,
  });
  console.log(
    `Restored the backup of ${manifest.startedAt} (schema ${manifest.schemaVersion}, revision ${manifest.revision}, ${manifest.counts.syntheses} syntheses, ${manifest.images.files} files) in ${Math.round(performance.now() - started)} ms. The next start applies any newer migrations.`,
  );
} catch (error) {
  if (error instanceof RestoreRefused) {
    console.error(`Restore refused (${error.check} check): ${error.message}. Nothing was changed.`);
  } else if (error instanceof RestoreFailed) {
    console.error(`Restore failed ${error.message}.`);
  } else console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
