import { resolve } from "node:path";
import type { Hono } from "hono";
import { connect, type Db } from "../db/connect.ts";
import { migrateToLatest, migrationsCurrent } from "../db/migrate.ts";
import { createRepositories, type Repositories } from "../db/repositories/index.ts";
import { type TransactionRunner, transactionRunner } from "../db/transactions.ts";
import { createPasswordResetQueue } from "./api/accounts/passwords.ts";
import type { BulkDownloads } from "./api/export/bulk-download-route.ts";
import { ExportStructures } from "./api/export/export-structures.ts";
import { apiMounts } from "./api/mounts.ts";
import { searchAnswer } from "./api/search/search-route-answer.ts";
import type { PublishDeps } from "./api/shared/synthesis-writing/publish-synthesis.ts";
import { createApp } from "./app.ts";
import { type AuthServices, createAuthServices } from "./auth/auth-services.ts";
import { type Config, mailLinkOrigin } from "./config.ts";
import { createDoiResolver } from "./doi/resolve-doi.ts";
import { backgroundPacer } from "./http/background-pace.ts";
import { DownloadCopies } from "./http/download-copies.ts";
import { createDownloadSlots } from "./http/download-slots.ts";
import { liveness, type ReadinessChecks, readiness } from "./http/health.ts";
import { createHttpLayer, type HttpLayer } from "./http/http-layer.ts";
import type { DirectRoutes } from "./http/http-server.ts";
import { RevisionWatcher } from "./http/revision-watcher.ts";
import { createImportReader } from "./import-reader/import-reader.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { createMailSender, type MailSender } from "./mail/outbox-sender.ts";
import { createMarkdownRenderer, type MarkdownRenderer } from "./markdown/markdown-renderer.ts";
import { createMetrics, type Metrics } from "./metrics/metrics.ts";
import { RevisionTimes } from "./metrics/revision-times.ts";
import { SearchIndex } from "./search/search-index.ts";
import { StructureSearch, SUBSTRUCTURE_BOUND } from "./search/structure-search.ts";
import { createImageStorage } from "./storage/image-storage.ts";
import { createUploadStorage } from "./storage/upload-storage.ts";
import { StructureService } from "./structures/structure-service.ts";
import { createPreviewService } from "./web/preview-service.ts";
import { siteRoutes } from "./web/site-routes.ts";
import { createSiteServices } from "./web/site-services.ts";
import type { WebDevServer } from "./web/web-dev-server.ts";

/** Everything one server process holds: one database handle, caches and services. */
export interface Runtime {
  config: Config;
  db: Db;
  repos: Repositories;
  /** What write commands get instead of the database handle: one transaction per call. */
  transaction: TransactionRunner;
  watcher: RevisionWatcher;
  search: SearchIndex;
  /** Structure search; its index is built on the first structure query. */
  structureSearch: StructureSearch;
  /** Every RDKit call made for a request: input limits, then a worker of the pool (closed by close()). */
  structures: StructureService;
  logger: Logger;
  /** Session guards for every write route: `auth.guards.requireSession`. */
  auth: AuthServices;
  publishDeps: PublishDeps;
  /** The shared cache and security headers, also used by the raw listener (http-server.ts). */
  http: HttpLayer;
  /** Hot uncached reads the raw listener answers itself (createHttpServer's third argument). */
  direct: DirectRoutes;
  app: Hono;
  /** The web site alone (no cache, no security headers), as `app` mounts it; absent without a site. */
  site?: Hono;
  /** Outgoing e-mail: the mailer of the configuration and the outbox sender loop feeding it. */
  mail: { mailer: Mailer; sender: MailSender };
  /** Markdown to HTML in a worker thread with a time limit (descriptions, the editor's preview). */
  markdown: MarkdownRenderer;
  /** The bulk downloads' copies per revision, their caps and pace (api/export/bulk-download-route.ts). */
  downloads: BulkDownloads;
  /** The stored molblocks the exports write; main.ts fills the missing ones at start. */
  exportStructures: ExportStructures;
  /** The metrics main.ts serves on METRICS_PORT; absent when it is not set (nothing is counted). */
  metrics?: Metrics;
  /** A shutdown has begun: /readyz answers 503 from now on, so load balancers send nothing new. */
  beginShutdown(): void;
  /** Stops the background work (watcher, mail, workers, RDKit), then closes the database, last. */
  close(): Promise<void>;
}

export async function createRuntime(
  config: Config,
  options: {
    logger?: Logger /** API-only (tests of the API, scripts): skip the web app. */;
    withSite?: boolean;
    /** `npm run dev`: the web app from Vite's development server (web/web-dev-server.ts). */
    webDev?: Pick<WebDevServer, "loadBuild">;
  } = {},
): Promise<Runtime> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL, { serverId: config.SERVER_ID });
  const db = connect(config.DATABASE_URL, {
    // The pool drops such a client and opens a new one when needed; an outage is logged once by
    // the revision watcher instead of once per pooled connection.
    onIdleError: (error) => logger.debug({ err: error }, "idle database connection lost"),
  });
  try {
    await migrateToLatest(db.kysely, {
      // A newer release migrated the database with changes older releases still work with
      // (docs/migrations.md): this one runs, e.g. while a rollout is rolled back.
      onAhead: (ahead) =>
        logger.warn(
          { migrations: ahead },
          "the database is ahead of this release: it has migrations this release does not know, all compatible with it",
        ),
    });
  } catch (error) {
    // Refused or failed: nothing runs on this database, so nothing keeps its connections.
    await db.close();
    throw error;
  }
  const repos = createRepositories(db.kysely);
  const transaction = transactionRunner(db.kysely);
  // The request limits count in the database on PostgreSQL, shared by its servers (rate-counter.ts).
  const auth = createAuthServices({ sessions: repos.sessions, config, limitStore: { pool: db.pool } });
  // Only with METRICS_PORT: the metrics, and the watcher's reads of the revision timed for its lag.
  const metrics = config.METRICS_PORT === undefined ? undefined : createMetrics();
  const revisionTimes = new RevisionTimes();
  const watcher = new RevisionWatcher(
    metrics ? revisionTimes.timing(repos.revisions) : repos.revisions,
    logger,
  );
  await watcher.refresh();
  watcher.start(config.REVISION_POLL_MS);

  const storageDir = resolve(config.STORAGE_DIR);
  // RDKit in worker threads: one request's structure can cost that request, never the process.
  const structures = new StructureService({
    size: config.RDKIT_WORKERS,
    callTimeoutMs: config.RDKIT_CALL_TIMEOUT_MS,
    logger,
  });
  const publishDeps: PublishDeps = {
    transaction,
    revisions: repos.revisions,
    structures,
    images: createImageStorage(storageDir),
    watcher,
  };

  const uploads = createUploadStorage(storageDir);
  const markdown = createMarkdownRenderer({
    timeoutMs: config.MARKDOWN_RENDER_TIMEOUT_MS,
    onTimeout: (info) => logger.warn(info, "markdown render stopped at the time limit"),
  });
  // Imported files are read off the main thread, bounded in time and memory (import-reader.ts).
  const importReader = createImportReader({
    timeoutMs: config.IMPORT_READ_TIMEOUT_MS,
    heapMb: config.IMPORT_READ_HEAP_MB,
  });
  const mailSite = { siteName: config.SITE_NAME, origin: mailLinkOrigin(config) };

  const mailer = createMailer(config, logger);
  const mailSender = createMailSender({
    outbox: repos.mailOutbox,
    mailer,
    logger,
    pollMs: config.MAIL_POLL_MS,
  });
  mailSender.start();
  // One DOI look-up (and its cache) for the editor's look-ups and for publishing DOI-only references.
  const doiResolver = createDoiResolver({
    baseUrl: config.DOI_RESOLVER_URL,
    timeoutMs: config.DOI_RESOLVER_TIMEOUT_MS,
  });
  const reviewDeps = {
    transaction,
    drafts: repos.drafts,
    reviews: repos.reviews,
    publication: repos.publication,
    uploads,
    outbox: repos.mailOutbox,
    mail: mailSender,
    site: mailSite,
  };

  const http = createHttpLayer(
    {
      publicUrl: config.PUBLIC_URL,
      imagesBaseUrl: config.IMAGES_BASE_URL,
      analyticsMeasurementId: config.ANALYTICS_MEASUREMENT_ID,
      donationFormAction: config.DONATION_FORM_ACTION,
      cacheMaxBytes: config.RESPONSE_CACHE_MB * 2 ** 20,
      cacheMaxEntries: config.RESPONSE_CACHE_ENTRIES,
      publicApiReadsPerMinute: config.PUBLIC_API_READS_PER_MINUTE,
      trustProxy: auth.trustProxy,
      structureCallsPerAddress: config.STRUCTURE_CALLS_PER_ADDRESS,
    },
    watcher,
    auth.counters,
    metrics?.http,
  );

  const search = new SearchIndex(repos.searchSource, watcher);
  let shuttingDown = false;
  // The load balancers' readiness probe (/readyz): not shutting down, database, migrations, search
  // index, RDKit.
  const readinessChecks: ReadinessChecks = {
    shuttingDown: () => shuttingDown,
    databaseAnswers: () => repos.health.answers(),
    migrationsCurrent: () => migrationsCurrent(db.kysely),
    searchBuilt: () => search.built,
    structuresAvailable: () => structures.available,
  };
  await search.rebuild();
  const structureSearch = new StructureSearch(repos.structureSource, structures, watcher, {
    bound: { ...SUBSTRUCTURE_BOUND, maxMs: config.STRUCTURE_SEARCH_BUDGET_MS },
  });

  const site =
    options.withSite === false
      ? undefined
      : await siteRoutes({
          services: createSiteServices({
            repos,
            search,
            structureSearch,
            config,
            preview: createPreviewService({
              ...reviewDeps,
              structures: publishDeps.structures,
              lookups: repos.lookups,
              doiResolver,
            }),
          }),
          sessions: auth.sessions,
          logger,
          // A page's structure search counts as a public read of its visitor's address.
          reads: http.publicApi,
          dev: options.webDev,
        });

  /** What account writes need: the accounts, their sessions and tokens, and the mail they send. */
  const accountDeps = {
    transaction,
    users: repos.users,
    sessions: repos.sessions,
    tokens: repos.accountTokens,
    outbox: repos.mailOutbox,
    mail: mailSender,
    site: mailSite,
  };
  // "Forgot password?" requests handled after their answer; close() waits for them.
  const resetQueue = createPasswordResetQueue(accountDeps, logger);
  // Each bulk file is made once per data revision, at a pace that gives way to pages, and sent
  // to a capped number of clients at once.
  const downloads: BulkDownloads = {
    copies: new DownloadCopies({ dir: config.BULK_DOWNLOAD_DIR }),
    slots: createDownloadSlots({
      perAddress: config.BULK_DOWNLOAD_MAX_PER_ADDRESS,
      total: config.BULK_DOWNLOAD_MAX_CONCURRENT,
    }),
    trustProxy: auth.trustProxy,
    pacer: backgroundPacer({ busy: http.activity.busy }),
  };
  watcher.onChange((revision) => downloads.copies.retireBefore(revision));
  const exportStructures = new ExportStructures({ store: repos.structureMolblocks, structures, logger });
  const app = createApp({
    watcher,
    logger,
    http,
    mounts: apiMounts({
      config,
      repos,
      transaction,
      watcher,
      search,
      structureSearch,
      structures,
      auth,
      logger,
      publishDeps,
      uploads,
      markdown,
      doiResolver,
      importReader,
      mail: mailSender,
      mailSite,
      reviewDeps,
      accountDeps,
      resetQueue,
      downloads,
      exportStructures,
      readiness: readinessChecks,
      storageDir,
    }),
    site,
  });

  metrics?.watch({
    cache: http.cache,
    revisions: revisionTimes,
    pool: db.pool,
    workers: { rdkit: structures.pool, markdown, import_reader: importReader },
  });

  return {
    config,
    db,
    repos,
    transaction,
    watcher,
    search,
    structureSearch,
    structures,
    logger,
    auth,
    publishDeps,
    http,
    direct: {
      "/api/search": (query) => searchAnswer(search, query.get("q")),
      "/healthz": () => liveness(),
      "/readyz": () => readiness(readinessChecks),
    },
    app,
    site,
    mail: { mailer, sender: mailSender },
    markdown,
    downloads,
    exportStructures,
    metrics,
    beginShutdown() {
      shuttingDown = true;
    },
    async close() {
      watcher.stop();
      exportStructures.close();
      await downloads.copies.close();
      await resetQueue.settle();
      await mailSender.stop();
      mailer.close();
      await search.settle();
      await structureSearch.settle();
      await markdown.close();
      await importReader.close();
      await structures.close();
      await db.close();
    },
  };
}
