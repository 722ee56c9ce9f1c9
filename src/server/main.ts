import { loadConfig } from "./config.ts";
import { createHttpServer } from "./http/http-server.ts";
import { listenForMetrics } from "./metrics/metrics-server.ts";
import { createRuntime } from "./runtime.ts";
import { backfillStructureFingerprints } from "./search/fingerprint-backfill.ts";
import { backfillMoleculeIdentifiers } from "./search/identifier-backfill.ts";
import { seedDemoIfEmpty } from "./seed/seed-demo.ts";
import { repairImages } from "./storage/repair-images.ts";
import { restyleImages } from "./storage/restyle-images.ts";

/** Boot: check config, open and migrate the database, seed an empty embedded one, listen. */
const config = loadConfig();
const runtime = await createRuntime(config);
const { logger } = runtime;
// Load RDKit in its workers now: /readyz answers 503 until one is ready.
runtime.structures.start();

await seedDemoIfEmpty(runtime);
// Images of a write killed between its commit and its files are finished in the background, then
// drawings of an older drawing style are drawn again.
const imageDeps = {
  inventory: runtime.repos.imageInventory,
  imageSizes: runtime.repos.imageSizes,
  revisions: runtime.repos.revisions,
  structures: runtime.publishDeps.structures,
  storageDir: config.STORAGE_DIR,
  logger,
};
void repairImages(imageDeps)
  .catch((error: unknown) => logger.error({ err: error }, "image repair failed"))
  .then(() => restyleImages(imageDeps))
  .catch((error: unknown) => logger.error({ err: error }, "drawing restyle failed"));
// Structures of an archive older than migration 0014 get their stored fingerprints (the structure
// index computes them in memory until then).
void backfillStructureFingerprints({
  source: runtime.repos.fingerprintBackfill,
  structures: runtime.structures,
  logger,
}).catch((error: unknown) => logger.error({ err: error }, "fingerprint backfill failed"));
// Structures of an archive older than migration 0024 get the molblocks the bulk downloads write.
void runtime.exportStructures
  .fillMissing()
  .catch((error: unknown) => logger.error({ err: error }, "export structure backfill failed"));
// Molecules of an archive older than migration 0022 get their InChI and InChIKey.
void backfillMoleculeIdentifiers({
  source: runtime.repos.moleculeIdentifiers,
  structures: runtime.structures,
  logger,
}).catch((error: unknown) => logger.error({ err: error }, "identifier backfill failed"));

if (!config.PUBLIC_URL && config.NODE_ENV === "production") {
  logger.warn(
    "PUBLIC_URL is not set: canonical links and the sitemap take their origin from each request, links in e-mails from HOST and PORT",
  );
}
const server = createHttpServer(runtime.app, runtime.http, runtime.direct);
server.listen(config.PORT, config.HOST, () => {
  logger.info(
    {
      url: `http://${config.HOST}:${config.PORT}`,
      database: runtime.db.engine,
      mail: runtime.mail.mailer.target,
    },
    "listening",
  );
});
// Prometheus text at /metrics on its own port, only when METRICS_PORT is set.
if (runtime.metrics && config.METRICS_PORT !== undefined) {
  listenForMetrics(runtime.metrics.registry, config.HOST, config.METRICS_PORT, logger);
}

async function shutdown(signal: string) {
  logger.info({ signal }, "shutting down");
  server.close();
  await runtime.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
