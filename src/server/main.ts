import { BackgroundJobs } from "./background-jobs.ts";
import { loadConfig } from "./config.ts";
import { ConnectionDrain } from "./http/connection-drain.ts";
import { createHttpServer } from "./http/http-server.ts";
import { listenForMetrics } from "./metrics/metrics-server.ts";
import { createRuntime } from "./runtime.ts";
import { backfillStructureFingerprints } from "./search/fingerprint-backfill.ts";
import { backfillMoleculeIdentifiers } from "./search/identifier-backfill.ts";
import { seedDemoIfEmpty } from "./seed/seed-demo.ts";
import { gracefulShutdown } from "./shutdown.ts";
import { repairImages } from "./storage/repair-images.ts";
import { restyleImages } from "./storage/restyle-images.ts";
import { createWebDevServer, type WebDevServer } from "./web/web-dev-server.ts";

/**
 * Boot: check config, open and migrate the database, seed an empty embedded one, listen; on SIGTERM
 * or SIGINT, shut down gracefully (shutdown.ts).
 */
const config = loadConfig();
// `npm run dev`: the web app from Vite's development server, with hot module replacement. It is
// made once the HTTP server exists (its hot-update socket shares the port), before it listens.
let webDev: WebDevServer | undefined;
const runtime = await createRuntime(config, {
  webDev: config.WEB_DEV ? { loadBuild: () => (webDev as WebDevServer).loadBuild() } : undefined,
});
const { logger } = runtime;
// Load RDKit in its workers now: /readyz answers 503 until one is ready.
runtime.structures.start();

await seedDemoIfEmpty(runtime);
// The start's background jobs, stopped by a shutdown (each runs again at the next start).
const jobs = new BackgroundJobs(logger);
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
const repaired = jobs.run("image repair", (signal) => repairImages(imageDeps, { signal }));
jobs.run("drawing restyle", async (signal) => {
  await repaired;
  return restyleImages({ ...imageDeps, signal });
});
// Structures of an archive older than migration 0014 get their stored fingerprints (the structure
// index computes them in memory until then).
jobs.run("fingerprint backfill", (signal) =>
  backfillStructureFingerprints({
    source: runtime.repos.fingerprintBackfill,
    structures: runtime.structures,
    logger,
    signal,
  }),
);
// Structures of an archive older than migration 0024 get the molblocks the bulk downloads write.
jobs.run("export structure backfill", (signal) =>
  runtime.exportStructures.fillMissing(async () => signal.throwIfAborted()),
);
// Molecules of an archive older than migration 0022 get their InChI and InChIKey.
jobs.run("identifier backfill", (signal) =>
  backfillMoleculeIdentifiers({
    source: runtime.repos.moleculeIdentifiers,
    structures: runtime.structures,
    logger,
    signal,
  }),
);

if (!config.PUBLIC_URL && config.NODE_ENV === "production") {
  logger.warn(
    "PUBLIC_URL is not set: canonical links and the sitemap take their origin from each request, links in e-mails from HOST and PORT",
  );
}
const drain = new ConnectionDrain();
const server = createHttpServer(
  runtime.app,
  runtime.http,
  runtime.direct,
  drain,
  config.WEB_DEV ? (req, res, next) => (webDev as WebDevServer).middlewares(req, res, next) : undefined,
);
if (config.WEB_DEV) webDev = await createWebDevServer(server);
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

const shutdown = gracefulShutdown({
  drain,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  beginShutdown: () => runtime.beginShutdown(),
  close: async () => {
    await webDev?.close();
    await jobs.stop();
    await runtime.close();
  },
  logger,
  exit: (code) => process.exit(code),
});
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
