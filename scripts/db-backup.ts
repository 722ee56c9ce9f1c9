/**
 * npm run db:backup -- --to <folder> — a consistent copy of the database of DATABASE_URL and of
 * STORAGE_DIR while the server runs (docs/operations.md "Backups and restores").
 */
import { parseArgs } from "node:util";
import { backupArchive } from "../src/server/backup/backup.ts";
import { loadConfig } from "../src/server/config.ts";
import { createStructureRenderer } from "../src/server/structures/renderer.ts";

const { values } = parseArgs({ options: { to: { type: "string" } } });
if (!values.to) {
  console.error("Usage: npm run db:backup -- --to <new or empty folder>");
  process.exit(2);
}
const config = loadConfig();
const started = performance.now();
try {
  const manifest = await backupArchive({
    databaseUrl: config.DATABASE_URL,
    storageDir: config.STORAGE_DIR,
    to: values.to,
    structures: createStructureRenderer(),
  });
  console.log(
    `Backed up the ${manifest.engine} database (schema ${manifest.schemaVersion}, revision ${manifest.revision}, ${manifest.counts.syntheses} syntheses) and ${manifest.images.files} files to ${values.to} in ${Math.round(performance.now() - started)} ms.`,
  );
  if (manifest.images.missing.length > 0) {
    console.warn(
      `Missing images the rows name (nothing to make them from): ${manifest.images.missing.join(", ")}`,
    );
  }
  const historyMissing = manifest.images.historyMissing ?? [];
  if (historyMissing.length > 0) {
    console.warn(
      `Missing earlier pictures that history names (restoring those entries will be refused): ${historyMissing.join(", ")}`,
    );
  }
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
