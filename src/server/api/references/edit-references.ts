import {
  EMPTY_REFERENCE_MESSAGE,
  type ReferenceBody,
  referenceContent,
} from "../../../contract/references.ts";
import type { TxRepositories } from "../../../db/repositories/index.ts";
import type {
  ReferenceFields,
  ReferenceRecord,
  SynthesisReferenceRepository,
} from "../../../db/repositories/synthesis-references.ts";
import type { TransactionRunner } from "../../../db/transactions.ts";
import { ARCHIVE, REFERENCE_DATA, synthesisTag } from "../../../domain/change-tags.ts";
import { isStructured } from "../../../domain/citations/reference-fields.ts";
import { conflict, invalidInput, notFound } from "../../../domain/errors.ts";

export interface EditReferenceDeps {
  /** Runs the write's work in one transaction (db/transactions.ts). */
  transaction: TransactionRunner;
  references: SynthesisReferenceRepository;
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
  write: (repos: TxRepositories) => Promise<{ reference: ReferenceRecord | null; note: string }>,
): Promise<ReferenceChange> {
  const result = await deps.transaction(async (repos) => {
    const at = new Date().toISOString();
    let version: number | null = null;
    if (synthesisId !== null) {
      // First, so that concurrent writers of one synthesis queue on its row.
      const raised = await repos.synthesisReferences.raiseVersion(synthesisId, at);
      if (raised === undefined) throw notFound("Synthesis");
      if (context.expectedVersion !== undefined && raised - 1 !== context.expectedVersion) {
        throw conflict("version", "changed by someone else since you opened it");
      }
      version = raised;
    }
    const written = await write(repos);
    if (synthesisId !== null && version !== null) {
      await repos.synthesisReferences.addHistory({
        synthesisId,
        userId: context.userId,
        at,
        version,
        note: written.note,
      });
    }
    // A named reaction's reference shows on its page only (ARCHIVE); REFERENCE_DATA to be safe.
    await repos.revisions.bump([synthesisId === null ? REFERENCE_DATA : synthesisTag(synthesisId), ARCHIVE]);
    return { reference: written.reference, version };
  });
  await deps.watcher?.refresh();
  return result;
}

async function checkNamedReaction(
  repos: Pick<TxRepositories, "synthesisReferences">,
  fields: ReferenceFields,
) {
  if (
    fields.named_reaction_id !== null &&
    !(await repos.synthesisReferences.namedReactionExists(fields.named_reaction_id))
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
  return change(deps, context, synthesisId, async (repos) => {
    await checkNamedReaction(repos, fields);
    const id = await repos.synthesisReferences.insert(synthesisId, fields);
    return {
      reference: (await repos.synthesisReferences.find(id)) ?? null,
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
  return change(deps, context, existing.synthesis_id, async (repos) => {
    const current = await repos.synthesisReferences.find(id);
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
    await checkNamedReaction(repos, fields);
    await repos.synthesisReferences.update(id, fields);
    return {
      reference: (await repos.synthesisReferences.find(id)) ?? null,
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
  return change(deps, context, existing.synthesis_id, async (repos) => {
    if (!(await repos.synthesisReferences.find(id))) throw notFound("Reference");
    await repos.synthesisReferences.remove(id);
    return { reference: null, note: note("Reference deleted", existing.display) };
  });
}
