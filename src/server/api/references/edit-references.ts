import {
  EMPTY_REFERENCE_MESSAGE,
  type ReferenceBody,
  referenceContent,
} from "../../../contract/references.ts";
import type { RevisionRepository } from "../../../db/repositories/revisions.ts";
import type {
  ReferenceFields,
  ReferenceRecord,
  SynthesisReferenceRepository,
} from "../../../db/repositories/synthesis-references.ts";
import type { TransactionRunner, Tx } from "../../../db/transactions.ts";
import { ARCHIVE, REFERENCE_DATA, synthesisTag } from "../../../domain/change-tags.ts";
import { isStructured } from "../../../domain/citations/reference-fields.ts";
import { conflict, invalidInput, notFound } from "../../../domain/errors.ts";

export interface EditReferenceDeps {
  /** Runs the write's work in one transaction (db/transactions.ts). */
  transaction: TransactionRunner;
  references: SynthesisReferenceRepository;
  revisions: RevisionRepository;
  /** Told after commit: public synthesis pages show the change at once. */
  watcher?: { refresh(): Promise<number> };
}

/** Who makes the change, and the version they opened (a stale one is refused with 409). */
export interface ChangeContext {
  userId: number;
  expectedVersion?: number;
}

export interface ReferenceChange {
  reference: ReferenceRecord | null;
  /** The synthesis's version after the change (null for a reference of no synthesis). */
  version: number | null;
}

const NOTE_LIMIT = 200;
const note = (what: string, display: string) =>
  `${what}: ${display.length > NOTE_LIMIT ? `${display.slice(0, NOTE_LIMIT - 1)}…` : display}`;

/**
 * The reference calls on a published synthesis (docs/product/api.md §5.8): each change raises the
 * synthesis's version, is kept in its history with who and when, and bumps the data revision, all in
 * one transaction.
 */
async function change(
  deps: EditReferenceDeps,
  context: ChangeContext,
  synthesisId: number | null,
  write: (trx: Tx) => Promise<{ reference: ReferenceRecord | null; note: string }>,
): Promise<ReferenceChange> {
  const result = await deps.transaction(async (trx) => {
    const at = new Date().toISOString();
    let version: number | null = null;
    if (synthesisId !== null) {
      // First, so that concurrent writers of one synthesis queue on its row.
      const raised = await deps.references.raiseVersion(trx, synthesisId, at);
      if (raised === undefined) throw notFound("Synthesis");
      if (context.expectedVersion !== undefined && raised - 1 !== context.expectedVersion) {
        throw conflict("version", "changed by someone else since you opened it");
      }
      version = raised;
    }
    const written = await write(trx);
    if (synthesisId !== null && version !== null) {
      await deps.references.addHistory(trx, {
        synthesisId,
        userId: context.userId,
        at,
        version,
        note: written.note,
      });
    }
    // A named reaction's reference shows on its page only (ARCHIVE); REFERENCE_DATA to be safe.
    await deps.revisions.bump(trx, [
      synthesisId === null ? REFERENCE_DATA : synthesisTag(synthesisId),
      ARCHIVE,
    ]);
    return { reference: written.reference, version };
  });
  await deps.watcher?.refresh();
  return result;
}

async function checkNamedReaction(deps: EditReferenceDeps, trx: Tx, fields: ReferenceFields) {
  if (
    fields.named_reaction_id !== null &&
    !(await deps.references.namedReactionExists(fields.named_reaction_id, trx))
  ) {
    throw notFound("Named reaction");
  }
}

export function addReference(
  deps: EditReferenceDeps,
  context: ChangeContext,
  synthesisId: number,
  fields: ReferenceFields,
): Promise<ReferenceChange> {
  return change(deps, context, synthesisId, async (trx) => {
    await checkNamedReaction(deps, trx, fields);
    const id = await deps.references.insert(trx, synthesisId, fields);
    return {
      reference: (await deps.references.find(id, trx)) ?? null,
      note: note("Reference added", fields.display),
    };
  });
}

const DERIVED_DISPLAY_MESSAGE =
  "is written from the reference's fields (authors, journal, year, volume, pages…): change those instead";

/**
 * Changes the fields given; the others keep their values. The display text of a reference with
 * fields is derived again from them.
 */
export async function changeReference(
  deps: EditReferenceDeps,
  context: ChangeContext,
  id: number,
  changes: ReferenceBody & { named_reaction_id?: number | null; type?: ReferenceFields["type"] },
): Promise<ReferenceChange> {
  const existing = await deps.references.find(id);
  if (!existing) throw notFound("Reference");
  return change(deps, context, existing.synthesis_id, async (trx) => {
    const current = await deps.references.find(id, trx);
    if (!current) throw notFound("Reference");
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    // A derived text is no typed one: clearing every field does not leave it behind.
    const base = isStructured(current) ? { ...current, display: null } : current;
    const merged = { ...base, ...defined } as ReferenceFields;
    const content = referenceContent(merged);
    if (content === null) throw invalidInput("display", EMPTY_REFERENCE_MESSAGE);
    // A reference stored as fields has its text derived from them: a new text typed for it is
    // refused rather than silently dropped (sending back the text it had, or the derived one, is fine).
    const typed = changes.display;
    if (
      typed !== undefined &&
      typed !== null &&
      isStructured(content) &&
      typed !== current.display &&
      typed !== content.display
    ) {
      throw invalidInput("display", DERIVED_DISPLAY_MESSAGE);
    }
    const fields: ReferenceFields = {
      named_reaction_id: merged.named_reaction_id,
      type: merged.type,
      ...content,
    };
    await checkNamedReaction(deps, trx, fields);
    await deps.references.update(trx, id, fields);
    return {
      reference: (await deps.references.find(id, trx)) ?? null,
      note: note("Reference changed", fields.display),
    };
  });
}

export async function removeReference(
  deps: EditReferenceDeps,
  context: ChangeContext,
  id: number,
): Promise<ReferenceChange> {
  const existing = await deps.references.find(id);
  if (!existing) throw notFound("Reference");
  return change(deps, context, existing.synthesis_id, async (trx) => {
    if (!(await deps.references.find(id, trx))) throw notFound("Reference");
    await deps.references.remove(trx, id);
    return { reference: null, note: note("Reference deleted", existing.display) };
  });
}
