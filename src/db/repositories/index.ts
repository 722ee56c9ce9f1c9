import type { Kysely, Transaction } from "kysely";
import type { Database } from "../schema.ts";
import { createAccountTokenRepository } from "./account-tokens.ts";
import { createArchiveRepository } from "./archive.ts";
import { createAuthorRepository } from "./authors.ts";
import { createCitationDateRepository } from "./citation-dates.ts";
import { createCorrectionRepository } from "./corrections.ts";
import { createDraftDocumentRepository } from "./draft-documents.ts";
import { createDraftRepository } from "./drafts.ts";
import { createExportSource } from "./export-source.ts";
import { createFingerprintBackfillRepository } from "./fingerprint-backfill.ts";
import { createHealthRepository } from "./health.ts";
import { createImageInventoryRepository } from "./image-inventory.ts";
import { createImageSizeRepository } from "./image-sizes.ts";
import { createImportCatalogue } from "./import-catalogue.ts";
import { createLookupPageRepository } from "./lookup-pages.ts";
import { createLookupUrlRepository } from "./lookup-urls.ts";
import { createLookupWriter } from "./lookup-writer.ts";
import { createLookupRepository } from "./lookups.ts";
import { createMailOutboxRepository } from "./mail-outbox.ts";
import { createMergeMoveRepository } from "./merge-moves.ts";
import { createMoleculeIdentifierRepository } from "./molecule-identifiers.ts";
import { createMoleculeSmilesRepository } from "./molecule-smiles.ts";
import { createMoleculeWriter } from "./molecule-writer.ts";
import { createMoleculeRepository } from "./molecules.ts";
import { createNamedReactionWriter } from "./named-reaction-writer.ts";
import { createNamedReactionRepository } from "./named-reactions.ts";
import { createOrdExportSource } from "./ord-export-source.ts";
import { createPageDateRepository } from "./page-dates.ts";
import { createPendingItemRepository } from "./pending-items.ts";
import { createProtectingGroupWriter } from "./protecting-group-writer.ts";
import { createProtectingGroupRepository } from "./protecting-groups.ts";
import { createPublicationRepository } from "./publication.ts";
import { createReferenceDataWriter } from "./reference-data-writer.ts";
import { createReferenceEditorWriter } from "./reference-editor-writer.ts";
import { createReferenceHistoryRepository } from "./reference-history.ts";
import { createReferenceSnapshotRepository } from "./reference-snapshots.ts";
import { createRestoredItemRepository } from "./restored-items.ts";
import { createReviewRepository } from "./reviews.ts";
import { createRevisionRepository } from "./revisions.ts";
import { createSearchSourceRepository } from "./search-source.ts";
import { createSessionRepository } from "./sessions.ts";
import { createSignupRepository } from "./signups.ts";
import {
  createStructureFingerprintWriter,
  createStructureSourceRepository,
} from "./structure-fingerprints.ts";
import { createStructureMolblockRepository } from "./structure-molblocks.ts";
import { createSynthesisRepository } from "./syntheses.ts";
import { createSynthesisDocumentReader } from "./synthesis-document-reader.ts";
import { createSynthesisReferenceRepository } from "./synthesis-references.ts";
import { createSynthesisWriter } from "./synthesis-writer.ts";
import { createUserRepository } from "./users.ts";

/**
 * Every repository over the database handle, created once by the runtime. Services pick the ones
 * they use for reads; a write runs in `transaction((repos) => …)` on the same repositories built
 * over its transaction (`createTxRepositories`).
 */
export function createRepositories(db: Kysely<Database>) {
  return {
    accountTokens: createAccountTokenRepository(db),
    archive: createArchiveRepository(db),
    authors: createAuthorRepository(db),
    citationDates: createCitationDateRepository(db),
    corrections: createCorrectionRepository(db),
    drafts: createDraftRepository(db),
    fingerprintBackfill: createFingerprintBackfillRepository(db),
    health: createHealthRepository(db),
    imageInventory: createImageInventoryRepository(db),
    imageSizes: createImageSizeRepository(db),
    importCatalogue: createImportCatalogue(db),
    lookups: createLookupRepository(db),
    lookupPages: createLookupPageRepository(db),
    mailOutbox: createMailOutboxRepository(db),
    molecules: createMoleculeRepository(db),
    moleculeSmiles: createMoleculeSmilesRepository(db),
    moleculeIdentifiers: createMoleculeIdentifierRepository(db),
    namedReactions: createNamedReactionRepository(db),
    ordExport: createOrdExportSource(db),
    pageDates: createPageDateRepository(db),
    exportSource: createExportSource(db),
    pendingItems: createPendingItemRepository(db),
    protectingGroups: createProtectingGroupRepository(db),
    publication: createPublicationRepository(db),
    referenceHistory: createReferenceHistoryRepository(db),
    reviews: createReviewRepository(db),
    revisions: createRevisionRepository(db),
    searchSource: createSearchSourceRepository(db),
    sessions: createSessionRepository(db),
    signups: createSignupRepository(db),
    structureSource: createStructureSourceRepository(db),
    structureMolblocks: createStructureMolblockRepository(db),
    syntheses: createSynthesisRepository(db),
    synthesisDocuments: createSynthesisDocumentReader(db),
    synthesisReferences: createSynthesisReferenceRepository(db),
    users: createUserRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

/**
 * Every repository over one write's transaction, built by the transaction runner
 * (db/transactions.ts) and handed to the command: what they read and write commits or rolls back
 * together. The writers are only here; of the database's set, those that open a transaction of
 * their own (a nested one cannot) are left out.
 */
export function createTxRepositories(trx: Transaction<Database>) {
  const {
    fingerprintBackfill: _backfill,
    moleculeIdentifiers: _identifiers,
    ...overTransaction
  } = createRepositories(trx);
  return {
    ...overTransaction,
    draftDocuments: createDraftDocumentRepository(trx),
    fingerprints: createStructureFingerprintWriter(trx),
    lookupUrls: createLookupUrlRepository(trx),
    lookupWriter: createLookupWriter(trx),
    mergeMoves: createMergeMoveRepository(trx),
    moleculeWriter: createMoleculeWriter(trx),
    namedReactionWriter: createNamedReactionWriter(trx),
    protectingGroupWriter: createProtectingGroupWriter(trx),
    referenceData: createReferenceDataWriter(trx),
    referenceEditor: createReferenceEditorWriter(trx),
    restoredItems: createRestoredItemRepository(trx),
    snapshots: createReferenceSnapshotRepository(trx),
    synthesisWriter: createSynthesisWriter(trx),
  };
}
export type TxRepositories = ReturnType<typeof createTxRepositories>;
