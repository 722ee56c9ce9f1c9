import type { Hono } from "hono";
import type { Repositories } from "../../db/repositories/index.ts";
import type { TransactionRunner } from "../../db/transactions.ts";
import type { AuthServices } from "../auth/auth-services.ts";
import type { Config } from "../config.ts";
import type { DoiResolver } from "../doi/resolve-doi.ts";
import { createDrawingLimit } from "../http/drawing-limit.ts";
import { healthRoutes, type ReadinessChecks } from "../http/health.ts";
import type { ApiGroup } from "../http/registry.ts";
import type { RevisionWatcher } from "../http/revision-watcher.ts";
import type { ImportReader } from "../import-reader/import-reader.ts";
import type { Logger } from "../logger.ts";
import type { MailSite } from "../mail/messages.ts";
import type { MailSender } from "../mail/outbox-sender.ts";
import type { MarkdownRenderer } from "../markdown/markdown-renderer.ts";
import type { SearchIndex } from "../search/search-index.ts";
import type { StructureSearch } from "../search/structure-search.ts";
import { imageRoutes } from "../storage/image-routes.ts";
import type { UploadStorage } from "../storage/upload-storage.ts";
import type { StructureService } from "../structures/structure-service.ts";
import type { AccountDeps } from "./accounts/accounts.ts";
import { linkStatusMount } from "./accounts/link-status-routes.ts";
import type { PasswordResetQueue } from "./accounts/passwords.ts";
import { accountsMount } from "./accounts/routes.ts";
import { signupMount } from "./accounts/signup-routes.ts";
import { authMount } from "./auth/routes.ts";
import { authorRoutes } from "./authors/routes.ts";
import { authorWriteRoutes } from "./authors/write-routes.ts";
import { citationMount } from "./citations/routes.ts";
import { correctionMount } from "./corrections/routes.ts";
import { doiMount } from "./doi/routes.ts";
import type { BulkDownloads } from "./export/bulk-download-route.ts";
import type { ExportStructures } from "./export/export-structures.ts";
import { ordExportMount } from "./export/ord-routes.ts";
import { exportMount } from "./export/routes.ts";
import { synthesisExportMount } from "./export/synthesis-export-routes.ts";
import { imageFileExists } from "./history/image-files.ts";
import { historyRoutes } from "./history/routes.ts";
import { importMount } from "./import/routes.ts";
import { moleculeRoutes } from "./molecules/routes.ts";
import { moleculeWriteMount } from "./molecules/write-routes.ts";
import { namedReactionEditorRoutes } from "./named-reactions/editor-routes.ts";
import { namedReactionRoutes } from "./named-reactions/routes.ts";
import { namedReactionWriteRoutes } from "./named-reactions/write-routes.ts";
import { pendingMount } from "./pending/routes.ts";
import { protectingGroupEditorRoutes } from "./protecting-groups/editor-routes.ts";
import { protectingGroupRoutes } from "./protecting-groups/routes.ts";
import { reagentRoutes, reagentWriteRoutes } from "./reagents/routes.ts";
import { editorPreviewRoutes } from "./reference-editors/preview-routes.ts";
import { referenceListRoutes, referenceMount } from "./references/routes.ts";
import { searchRoutes } from "./search/routes.ts";
import { structureSearchMount } from "./search/structure-routes.ts";
import type { ReviewDeps } from "./shared/drafts/review-support.ts";
import type { PublishDeps } from "./shared/synthesis-writing/publish-synthesis.ts";
import { solventRoutes, solventWriteRoutes } from "./solvents/routes.ts";
import { structureMount } from "./structures/routes.ts";
import { synthesisDocumentMount } from "./syntheses/document-routes.ts";
import { publicationMount } from "./syntheses/publication-routes.ts";
import { synthesisRoutes } from "./syntheses/routes.ts";
import { publishMount } from "./unpublished-syntheses/publish-routes.ts";
import { reviewMount } from "./unpublished-syntheses/review-routes.ts";
import { draftMount } from "./unpublished-syntheses/routes.ts";
import { uploadMount } from "./uploads/routes.ts";

/** One step of the mount list: routes put on the API group (under /api) or on the site's root. */
export type Mount = (targets: { app: Hono; api: ApiGroup; root: ApiGroup }) => void;

/** What one server process (runtime.ts) hands the routes: its repositories, services and settings. */
export interface MountParts {
  config: Config;
  repos: Repositories;
  transaction: TransactionRunner;
  watcher: RevisionWatcher;
  search: SearchIndex;
  structureSearch: StructureSearch;
  structures: StructureService;
  auth: AuthServices;
  logger: Logger;
  publishDeps: PublishDeps;
  uploads: UploadStorage;
  markdown: MarkdownRenderer;
  doiResolver: DoiResolver;
  importReader: ImportReader;
  mail: MailSender;
  mailSite: MailSite;
  reviewDeps: ReviewDeps & { publication: Repositories["publication"] };
  accountDeps: AccountDeps;
  resetQueue: PasswordResetQueue;
  downloads: BulkDownloads;
  exportStructures: ExportStructures;
  readiness: ReadinessChecks;
  storageDir: string;
}

/**
 * Every route group of the server, in the order they are mounted: the public reads first, then
 * sign-in, the writes, exports and accounts. Where two groups share a path the earlier answers,
 * and the OpenAPI document lists the paths in this order. A resource's folder declares its routes;
 * this list only says where each goes and hands it its part of the process.
 */
export function apiMounts(parts: MountParts): Mount[] {
  const { config, repos, transaction, watcher, auth, logger, publishDeps, uploads } = parts;
  const { requireRole } = auth;
  const reads = { ...repos, currentUser: auth.guards.currentUser };
  const molecules = moleculeRoutes(reads);
  /** What a reference-data write needs: one transaction and the watcher told after it commits. */
  const writes = { transaction, watcher };
  const quota = {
    maxDrafts: config.DRAFT_MAX_PER_CONTRIBUTOR,
    maxBytes: config.DRAFT_MAX_MB_PER_CONTRIBUTOR * 2 ** 20,
  };
  const exportDeps = {
    source: repos.exportSource,
    ordExport: repos.ordExport,
    reader: repos.synthesisDocuments,
    molblocks: parts.exportStructures,
    revisions: repos.revisions,
    publicUrl: config.PUBLIC_URL,
    downloads: parts.downloads,
  };
  const moleculeWrites = {
    ...publishDeps,
    uploads,
    molecules: repos.molecules,
    history: repos.referenceHistory,
    pending: repos.pendingItems,
    requireRole,
    imageExists: imageFileExists(parts.storageDir),
    markdown: parts.markdown,
  };
  const referenceEditors = {
    ...publishDeps,
    structures: parts.structures,
    uploads,
    markdown: parts.markdown,
    requireRole,
  };
  const editor = requireRole("editor");
  return [
    // The public reads.
    ({ api }) => api.route("/syntheses", synthesisRoutes(repos)),
    ({ api }) => api.route("/molecules", molecules.list),
    ({ api }) => api.route("/molecule/name", molecules.byName),
    ({ api }) => api.route("/authors", authorRoutes(reads)),
    ({ api }) => api.route("/named-reactions", namedReactionRoutes(reads)),
    ({ api }) => api.route("/protecting-groups", protectingGroupRoutes(reads)),
    ({ api }) => api.route("/reagents", reagentRoutes(reads)),
    ({ api }) => api.route("/solvents", solventRoutes(reads)),
    ({ api }) => api.route("/references", referenceListRoutes(reads)),
    ({ api }) => api.route("/search", searchRoutes(parts)),
    // Health probes and stored images, on the site's root.
    ({ app }) => app.route("/", healthRoutes(parts.readiness)),
    ({ app }) => app.route("/images", imageRoutes(parts.storageDir)),
    authMount({ ...auth, users: repos.users, logger }),
    // The lookup writes (docs/product/api.md §5.6), next to the reads of the same paths.
    ({ api }) => api.route("/solvents", solventWriteRoutes({ requireRole, writes })),
    ({ api }) => api.route("/reagents", reagentWriteRoutes({ requireRole, writes })),
    ({ api }) => api.route("/authors", authorWriteRoutes({ requireRole, writes })),
    ({ api }) => api.route("/named-reactions", namedReactionWriteRoutes({ requireRole, writes })),
    pendingMount({ requireRole, writes, pending: repos.pendingItems }),
    doiMount({ requireRole, resolver: parts.doiResolver }),
    draftMount({
      transaction,
      drafts: repos.drafts,
      reviews: repos.reviews,
      publication: repos.publication,
      requireRole,
      quota,
    }),
    referenceMount({
      transaction,
      references: repos.synthesisReferences,
      watcher,
      requireRole,
    }),
    synthesisDocumentMount({ reader: repos.synthesisDocuments, requireRole }),
    correctionMount({
      ...parts.reviewDeps,
      corrections: repos.corrections,
      reader: repos.synthesisDocuments,
      requireRole,
      commentLimits: auth.commentLimits,
      quota,
    }),
    exportMount(exportDeps),
    synthesisExportMount({
      ...exportDeps,
      syntheses: repos.syntheses,
      citationDates: repos.citationDates,
      siteName: config.SITE_NAME,
    }),
    publishMount({
      ...publishDeps,
      drafts: repos.drafts,
      publication: repos.publication,
      references: repos.synthesisReferences,
      uploads,
      reviews: repos.reviews,
      outbox: repos.mailOutbox,
      mail: parts.mail,
      site: parts.mailSite,
      doiResolver: parts.doiResolver,
      requireRole,
    }),
    reviewMount({
      ...parts.reviewDeps,
      requireRole,
      commentLimits: auth.commentLimits,
      synthesisDocuments: repos.synthesisDocuments,
    }),
    publicationMount({
      transaction,
      publication: repos.publication,
      references: repos.synthesisReferences,
      watcher,
      requireRole,
    }),
    uploadMount({ uploads, requireRole }),
    citationMount({ ...repos, publicUrl: config.PUBLIC_URL, siteName: config.SITE_NAME }),
    moleculeWriteMount(moleculeWrites),
    // The reference-data history (§5.20): its restores write molecules and the other items back.
    ({ api }) => api.route("/history", historyRoutes(moleculeWrites)),
    structureMount({ requireRole, structures: parts.structures }),
    ordExportMount({
      ...repos,
      documents: repos.synthesisDocuments,
      publicUrl: config.PUBLIC_URL,
      downloads: parts.downloads,
    }),
    importMount({
      requireRole,
      structures: parts.structures,
      lookups: repos.lookups,
      catalogue: repos.importCatalogue,
      writes,
      reader: parts.importReader,
    }),
    structureSearchMount({
      structureSearch: parts.structureSearch,
      structures: parts.structures,
      drawings: {
        limit: createDrawingLimit(auth.counters, config.STRUCTURE_DRAWINGS_PER_MINUTE),
        trustProxy: auth.trustProxy,
      },
    }),
    // The Named Reactions and Protecting Groups editors (§5.18) and the editors' previews.
    ({ api }) => api.route("/", namedReactionEditorRoutes(referenceEditors, editor)),
    ({ api }) => api.route("/", protectingGroupEditorRoutes(referenceEditors, editor)),
    ({ api }) => api.route("/", editorPreviewRoutes(referenceEditors)),
    signupMount({
      transaction,
      users: repos.users,
      signups: repos.signups,
      mail: parts.mail,
      site: parts.mailSite,
      sessions: auth.sessions,
      limits: auth.signupLimits,
      cookies: auth.cookies,
      trustProxy: auth.trustProxy,
      logger,
    }),
    linkStatusMount({
      signups: repos.signups,
      tokens: repos.accountTokens,
      users: repos.users,
      checks: auth.linkChecks,
      trustProxy: auth.trustProxy,
      logger,
    }),
    accountsMount({
      resetQueue: parts.resetQueue,
      ...parts.accountDeps,
      requireRole,
      sessionService: auth.sessions,
      loginLimits: auth.limits,
      devices: auth.devices,
      limits: auth.accountLimits,
      cookies: auth.cookies,
      trustProxy: auth.trustProxy,
      logger,
    }),
  ];
}
