import { dirname, join, resolve } from "node:path";
import { connect } from "../../db/connect.ts";
import { type ArchiveFacts, createArchiveRepository } from "../../db/repositories/archive.ts";
import { type BackupManifest, IMAGES_DIR } from "./backup.ts";
import { checkBackup, factsDifference } from "./backup-check.ts";
import { type FreeSpaceProbe, type SpaceNeed, spaceProblem, statfsProbe } from "./free-space.ts";
import { databaseLoad } from "./restore-database.ts";
import { RestoreFailed, RestoreRefused, type RestoreStep } from "./restore-errors.ts";
import { type CopyImage, copyImageFile, copyImages } from "./restore-images.ts";
import { checkDatabaseEmpty, checkImageFolderEmpty } from "./target-check.ts";
import { WrittenPaths } from "./written-paths.ts";

/** What the restore asks of the machine; tests replace one to make a check or a step fail. */
export interface RestoreProbes {
  freeSpace: FreeSpaceProbe;
  copyImage: CopyImage;
  /** Reads the restored database's facts for the count check. */
  restoredFacts: (databaseUrl: string) => Promise<ArchiveFacts>;
}

const MACHINE: RestoreProbes = {
  freeSpace: statfsProbe,
  copyImage: copyImageFile,
  restoredFacts: async (databaseUrl) => {
    const db = connect(databaseUrl, { poolSize: 1 });
    try {
      return await createArchiveRepository(db.kysely).facts();
    } finally {
      await db.close();
    }
  },
};

/**
 * Fills an empty database and an empty image folder from a backup made by `backupArchive`, all or
 * nothing (docs/operations.md "Backups and restores"). Every check comes before the first write:
 * the backup folder is complete and matches its manifest, the database has no tables, the image
 * folder holds no file, and the file systems have room. Then the database is loaded, the images
 * are copied and the restored counts are compared with the manifest; if any of these fails, what
 * was written is removed again (RestoreFailed), so the same command succeeds once the cause is fixed.
 */
export async function restoreArchive(options: {
  databaseUrl: string;
  storageDir: string;
  from: string;
  probes?: Partial<RestoreProbes>;
  /** Interrupts the writing steps (SIGINT, SIGTERM); what was written is then removed. */
  signal?: AbortSignal;
}): Promise<BackupManifest> {
  const probes = { ...MACHINE, ...options.probes };
  const { databaseUrl, signal } = options;
  const postgres = databaseUrl.startsWith("postgres");
  const storage = resolve(options.storageDir);

  const backup = await checkBackup(resolve(options.from), postgres ? "postgres" : "sqlite");
  await checkDatabaseEmpty(databaseUrl);
  await checkImageFolderEmpty(storage);
  const needs: SpaceNeed[] = [
    {
      path: storage,
      what: "the images",
      fileSizes: [...backup.images.values()],
      folders: new Set([...backup.images.keys()].map((path) => dirname(path))).size + 1,
    },
  ];
  if (!postgres) {
    // The PostgreSQL server's disk is not ours to measure: a load that runs out fails and is undone.
    const file = resolve(databaseUrl.replace(/^file:/, ""));
    needs.push({
      path: dirname(file),
      what: "the SQLite database",
      fileSizes: [backup.databaseBytes],
      folders: 0,
    });
  }
  const space = await spaceProblem(needs, probes.freeSpace);
  if (space) throw new RestoreRefused("free space", space);

  const database = databaseLoad(databaseUrl);
  const images = new WrittenPaths();
  let step: RestoreStep = "loading the database";
  try {
    signal?.throwIfAborted();
    await database.load(backup.databaseFile, signal);
    step = "copying the images";
    await copyImages({
      from: join(backup.from, IMAGES_DIR),
      to: storage,
      files: [...backup.images.keys()].sort(),
      written: images,
      copy: probes.copyImage,
      signal,
    });
    step = "checking the restored counts";
    signal?.throwIfAborted();
    const difference = factsDifference(backup.manifest, await probes.restoredFacts(databaseUrl));
    if (difference) throw new Error(`the restored database differs from the manifest: ${difference}`);
    signal?.throwIfAborted();
  } catch (error) {
    const left = [...(await images.removeAll()), ...(await database.undo())];
    throw new RestoreFailed(step, error instanceof Error ? error.message : String(error), left, storage);
  }
  await database.finish();
  return backup.manifest;
}
