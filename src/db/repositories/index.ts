import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { createAccountTokenRepository } from "./account-tokens.ts";
import { createArchiveRepository } from "./archive.ts";
import { createAuthorRepository } from "./authors.ts";
import { createDraftRepository } from "./drafts.ts";
import { createFingerprintBackfillRepository } from "./fingerprint-backfill.ts";
import { createHealthRepository } from "./health.ts";
import { createImageInventoryRepository } from "./image-inventory.ts";
import { createLookupPageRepository } from "./lookup-pages.ts";
import { createLookupRepository } from "./lookups.ts";
import { createMailOutboxRepository } from "./mail-outbox.ts";
import { createMoleculeSmilesRepository } from "./molecule-smiles.ts";
import { createMoleculeRepository } from "./molecules.ts";
import { createNamedReactionRepository } from "./named-reactions.ts";
import { createPageDateRepository } from "./page-dates.ts";
import { createPendingItemRepository } from "./pending-items.ts";
import { createProtectingGroupRepository } from "./protecting-groups.ts";
import { createPublicationRepository } from "./publication.ts";
import { createReferenceHistoryRepository } from "./reference-history.ts";
import { createReviewRepository } from "./reviews.ts";
import { createRevisionRepository } from "./revisions.ts";
import { createSessionRepository } from "./sessions.ts";
import { createSignupRepository } from "./signups.ts";
import { createSynthesisRepository } from "./syntheses.ts";
import { createSynthesisDocumentReader } from "./synthesis-document-reader.ts";
import { createSynthesisReferenceRepository } from "./synthesis-references.ts";
import { createUserRepository } from "./users.ts";

/** Every repository over one database handle. Services pick the ones they use. */
export function createRepositories(db: Kysely<Database>) {
  return {
    accountTokens: createAccountTokenRepository(db),
    archive: createArchiveRepository(db),
    authors: createAuthorRepository(db),
    drafts: createDraftRepository(db),
    fingerprintBackfill: createFingerprintBackfillRepository(db),
    health: createHealthRepository(db),
    imageInventory: createImageInventoryRepository(db),
    lookups: createLookupRepository(db),
    lookupPages: createLookupPageRepository(db),
    mailOutbox: createMailOutboxRepository(db),
    molecules: createMoleculeRepository(db),
    moleculeSmiles: createMoleculeSmilesRepository(db),
    namedReactions: createNamedReactionRepository(db),
    pageDates: createPageDateRepository(db),
    pendingItems: createPendingItemRepository(db),
    protectingGroups: createProtectingGroupRepository(db),
    publication: createPublicationRepository(db),
    referenceHistory: createReferenceHistoryRepository(db),
    reviews: createReviewRepository(db),
    revisions: createRevisionRepository(db),
    sessions: createSessionRepository(db),
    signups: createSignupRepository(db),
    syntheses: createSynthesisRepository(db),
    synthesisDocuments: createSynthesisDocumentReader(db),
    synthesisReferences: createSynthesisReferenceRepository(db),
    users: createUserRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
