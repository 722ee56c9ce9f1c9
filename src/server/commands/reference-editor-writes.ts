import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import { draftDocuments } from "../../db/repositories/lookup-writer.ts";
import {
  addReferenceRedirect,
  deleteNamedReactionRow,
  deleteProtectingGroupRow,
  findNamedReactionRow,
  findProtectingGroupRow,
  insertProtectingGroupRow,
  type NamedReactionReferenceRow,
  namedReactionEditView,
  protectingGroupEditView,
  type ReferenceKind,
  referenceNames,
  referenceUrlsLike,
  referenceUses,
  removeReferenceRedirect,
  replaceNamedReactionReferences,
  replaceNamedReactionSynonyms,
  updateNamedReactionRow,
  updateProtectingGroupRow,
} from "../../db/repositories/reference-editor-writer.ts";
import type { RevisionRepository } from "../../db/repositories/revisions.ts";
import type { Database } from "../../db/schema.ts";
import type { TransactionRunner } from "../../db/transactions.ts";
import { conflict, notFound, refusedByState, unprocessable } from "../../domain/errors.ts";
import { distinctNames, nameKey, slugify, uniqueSlug } from "../../domain/lookup-names.ts";
import { parseDraft, usageMessage } from "../../domain/lookup-usage.ts";
import { draftNamesReference } from "../../domain/reference-usage.ts";
import { checkPng } from "../api/uploads/png-reader.ts";
import type { MarkdownRenderer } from "../markdown/markdown-renderer.ts";
import type { UploadStorage } from "../storage/upload-storage.ts";
import { structureApiError } from "../structures/rdkit-errors.ts";
import { svgSize } from "../structures/svg-size.ts";
import { recordChange, snapshotOf } from "./history-record.ts";
import type { ImageWriter, StructureRenderer } from "./ports.ts";

/**
 * The named-reaction and protecting-group editors' writes (docs/product/api.md §5.17, docs/decisions.md
 * "Named reaction and protecting group editors"). Drawings are made and uploads read before the
 * transaction and written under new, content-derived names, so a page never names a file that is
 * missing and no browser keeps an old drawing. A replaced or deleted item's pictures are kept: the
 * write's history entry names them (its `before`), and restoring that entry points the row back at
 * them (history-restore.ts). Each write is one transaction that bumps the data revision first.
 */
export interface ReferenceEditorDeps {
  /** Runs the write's work in one transaction (db/transactions.ts). */
  transaction: TransactionRunner;
  revisions: RevisionRepository;
  structures: Pick<StructureRenderer, "describe" | "moleculeSvg" | "reactionSvg">;
  images: ImageWriter;
  uploads: Pick<UploadStorage, "read">;
  /** Renders a description once, when it is saved; pages read the stored HTML. */
  markdown: Pick<MarkdownRenderer, "render">;
  watcher?: { refresh(): Promise<number> };
}

type Trx = Transaction<Database>;

async function write<T>(deps: ReferenceEditorDeps, work: (trx: Trx) => Promise<T>): Promise<T> {
  const result = await deps.transaction(async (trx) => {
    await deps.revisions.bump(trx);
    return work(trx);
  });
  await deps.watcher?.refresh();
  return result;
}

const WHAT: Record<ReferenceKind, string> = {
  named_reaction: "named reaction",
  protecting_group: "protecting group",
};

/** A drawing or an uploaded PNG, as the request names it. */
export type PictureInput = { smiles: string } | { upload: string };

interface Picture {
  smiles: string | null;
  filename: string;
  extension: "svg" | "png";
  content: string | Uint8Array;
  width: number | null;
  height: number | null;
}

const hashOf = (content: string | Uint8Array) =>
  createHash("sha256").update(content).digest("hex").slice(0, 12);

/** Draws a reaction SMILES (or reads an upload) the way the page will show it; nothing is stored yet. */
async function reactionPicture(
  deps: ReferenceEditorDeps,
  input: PictureInput,
  field: string,
  base: string,
): Promise<Picture> {
  if ("smiles" in input) {
    let svg: string;
    try {
      svg = await deps.structures.reactionSvg(input.smiles);
    } catch (error) {
      throw (
        structureApiError(error, `${field}.smiles`) ??
        unprocessable(`${field}.smiles`, "is not a reaction SMILES that RDKit can read (reactants>>products)")
      );
    }
    const size = svgSize(svg);
    return {
      smiles: input.smiles,
      filename: `${base}-${hashOf(svg)}`,
      extension: "svg",
      content: svg,
      width: size.width,
      height: size.height,
    };
  }
  return uploadedPicture(deps, input.upload, `${field}.upload`, base);
}

async function uploadedPicture(
  deps: ReferenceEditorDeps,
  upload: string,
  field: string,
  base: string,
): Promise<Picture> {
  const bytes = await deps.uploads.read(upload);
  if (!bytes) throw unprocessable(field, "no uploaded image has this name; upload it first");
  // Checked again: a file stored before uploads were checked whole may still be unsafe to serve.
  const header = await checkPng(bytes);
  if (!header.ok) throw unprocessable(field, header.message);
  return {
    smiles: null,
    filename: `${base}-${hashOf(header.bytes)}`,
    extension: "png",
    content: header.bytes,
    width: header.width,
    height: header.height,
  };
}

async function ensureNameFree(trx: Trx, kind: ReferenceKind, name: string, id: number | null) {
  const key = nameKey(name);
  const taken = (await referenceNames(trx, kind)).some((row) => row.id !== id && nameKey(row.name) === key);
  if (taken) throw conflict("name", `a ${WHAT[kind]} named '${name}' already exists`);
}

/** A url made from `name` that no item of the kind holds now or held before. */
async function urlFromName(trx: Trx, kind: ReferenceKind, name: string) {
  const base = slugify(name) || kind.replace("_", "-");
  return uniqueSlug(base, new Set((await referenceUrlsLike(trx, kind, base)).map((u) => u.url)));
}

/**
 * Settles the name and url: the url is made from the name when the item is first named and kept on
 * renames; an editor may set another url, whose former value then redirects. A url another item
 * holds, now or before, is refused (409).
 */
export async function settleNameAndUrl(
  trx: Trx,
  kind: ReferenceKind,
  row: { id: number; name: string; url: string },
  change: { name?: string; url?: string },
): Promise<{ name: string; url: string }> {
  const name = change.name ?? row.name;
  if (change.name !== undefined && change.name !== "") await ensureNameFree(trx, kind, change.name, row.id);
  if (change.name === "" && row.name !== "" && (await referenceUses(trx, kind, row.id)).length) {
    throw conflict("name", `a ${WHAT[kind]} that a synthesis uses needs a name`);
  }
  let url = row.url;
  if (change.url && change.url !== row.url) {
    const holder = (await referenceUrlsLike(trx, kind, change.url)).find((u) => u.url === change.url);
    if (holder && holder.id !== row.id) {
      throw conflict("url", `the url '${change.url}' belongs to another ${WHAT[kind]}`);
    }
    url = change.url;
  } else if (url === "" && name !== "") {
    url = await urlFromName(trx, kind, name);
  }
  if (url !== row.url) {
    await removeReferenceRedirect(trx, kind, url);
    if (row.url !== "") await addReferenceRedirect(trx, kind, row.url, row.id);
  }
  return { name, url };
}

/** Refuses a delete while a synthesis or a draft uses the item (409 naming them). */
async function refuseIfUsed(trx: Trx, kind: ReferenceKind, item: { id: number; name: string; url: string }) {
  const used = await referenceUses(trx, kind, item.id);
  const drafts = (await draftDocuments(trx)).filter((json) =>
    draftNamesReference(parseDraft(json), kind, item),
  ).length;
  if (used.length || drafts) {
    const message = usageMessage(used, drafts).replace(/published (synthes[ei]s)/, "$1");
    throw refusedByState(`${message}; the ${WHAT[kind]} was not deleted`);
  }
}

// ---- Named reactions ----

export interface NamedReactionChange {
  name?: string;
  /** Taken from editors only (the route is for editors). */
  url?: string;
  synonyms?: readonly string[];
  short_description?: string | null;
  description?: string | null;
  /** null clears the drawing. */
  scheme?: PictureInput | null;
  mechanism?: PictureInput | null;
  original_references?: readonly NamedReactionReferenceRow[];
  review_references?: readonly NamedReactionReferenceRow[];
}

export async function namedReactionForEditor(deps: Pick<ReferenceEditorDeps, "transaction">, id: number) {
  return deps.transaction(async (trx) => {
    if (!(await findNamedReactionRow(trx, id))) throw notFound("Named reaction");
    return namedReactionEditView(trx, id);
  });
}

export async function updateNamedReaction(
  deps: ReferenceEditorDeps,
  id: number,
  change: NamedReactionChange,
  actor?: { id: number },
) {
  const base = `named-reaction-${id}`;
  // Rendered before the transaction (off the main thread, with a time limit), stored with the text.
  const descriptionHtml =
    change.description === undefined
      ? undefined
      : await deps.markdown.render(change.description, "description");
  const scheme = change.scheme ? await reactionPicture(deps, change.scheme, "scheme", base) : change.scheme;
  const mechanism = change.mechanism
    ? await reactionPicture(deps, change.mechanism, "mechanism", `${base}-mechanism`)
    : change.mechanism;
  // Written before the rows name them (new names: nothing shown changes until commit).
  if (scheme)
    await deps.images.write("named-reactions", `${scheme.filename}.${scheme.extension}`, scheme.content);
  if (mechanism) {
    await deps.images.write("mechanisms", `${mechanism.filename}.${mechanism.extension}`, mechanism.content);
  }

  return write(deps, async (trx) => {
    const row = await findNamedReactionRow(trx, id);
    if (!row) throw notFound("Named reaction");
    const before = await snapshotOf(trx, "named_reaction", id);
    const { name, url } = await settleNameAndUrl(trx, "named_reaction", row, change);
    const text = (value: string | null | undefined) =>
      value === undefined ? undefined : value === null || value.trim() === "" ? null : value.trim();
    const fields: Parameters<typeof updateNamedReactionRow>[2] = { name, url };
    const short = text(change.short_description);
    if (short !== undefined) fields.short_description = short;
    const description = text(change.description);
    if (description !== undefined) {
      fields.description = description;
      fields.description_html = descriptionHtml ?? null;
    }
    if (scheme !== undefined) {
      Object.assign(fields, {
        scheme_smiles: scheme?.smiles ?? null,
        scheme_filename: scheme?.filename ?? null,
        scheme_extension: scheme?.extension ?? null,
        image_width: scheme?.width ?? null,
        image_height: scheme?.height ?? null,
      });
    }
    if (mechanism !== undefined) {
      Object.assign(fields, {
        mechanism_smiles: mechanism?.smiles ?? null,
        mechanism_filename: mechanism?.filename ?? null,
        mechanism_extension: mechanism?.extension ?? null,
      });
    }
    await updateNamedReactionRow(trx, id, fields);
    if (change.synonyms) await replaceNamedReactionSynonyms(trx, id, distinctNames(change.synonyms));
    if (change.original_references) {
      await replaceNamedReactionReferences(trx, id, "original", change.original_references);
    }
    if (change.review_references) {
      await replaceNamedReactionReferences(trx, id, "review", change.review_references);
    }
    // The replaced pictures stay: `before` names them, so a restore can bring them back.
    await recordChange(trx, { kind: "named_reaction", id, action: "update", userId: actor?.id, before });
    return namedReactionEditView(trx, id);
  });
}

/** Deletes a named reaction; its pictures stay for a restore of the deletion (its entry names them). */
export async function removeNamedReaction(deps: ReferenceEditorDeps, id: number, actor?: { id: number }) {
  await write(deps, async (trx) => {
    const row = await findNamedReactionRow(trx, id);
    if (!row) throw notFound("Named reaction");
    await refuseIfUsed(trx, "named_reaction", row);
    const before = await snapshotOf(trx, "named_reaction", id);
    await deleteNamedReactionRow(trx, id);
    await recordChange(trx, {
      kind: "named_reaction",
      id,
      action: "delete",
      userId: actor?.id,
      before,
      gone: true,
    });
  });
}

// ---- Protecting groups ----

export interface ProtectingGroupChange {
  name?: string;
  url?: string;
  protected?: string;
  protector?: string;
  /** A new drawing (a molecule SMILES). */
  structure?: { smiles: string };
}

export function createProtectingGroup(
  deps: ReferenceEditorDeps,
  input: { name: string },
  actor?: { id: number },
) {
  return write(deps, async (trx) => {
    if (input.name) await ensureNameFree(trx, "protecting_group", input.name, null);
    const url = input.name ? await urlFromName(trx, "protecting_group", input.name) : "";
    const id = await insertProtectingGroupRow(trx, input.name, url);
    await recordChange(trx, {
      kind: "protecting_group",
      id,
      action: "create",
      userId: actor?.id,
      before: null,
    });
    return protectingGroupEditView(trx, id);
  });
}

export async function updateProtectingGroup(
  deps: ReferenceEditorDeps,
  id: number,
  change: ProtectingGroupChange,
  actor?: { id: number },
) {
  let drawing: Picture | undefined;
  if (change.structure) {
    let svg: string;
    let smiles: string;
    try {
      smiles = (await deps.structures.describe(change.structure.smiles)).canonicalSmiles;
      svg = await deps.structures.moleculeSvg(smiles);
    } catch (error) {
      throw (
        structureApiError(error, "structure.smiles") ??
        unprocessable("structure.smiles", "is not a SMILES string that RDKit can read")
      );
    }
    const size = svgSize(svg);
    drawing = {
      smiles,
      filename: `protecting-group-${id}-structure-${hashOf(svg)}`,
      extension: "svg",
      content: svg,
      width: size.width,
      height: size.height,
    };
    await deps.images.write("protecting-groups", `${drawing.filename}.svg`, svg);
  }
  return write(deps, async (trx) => {
    const row = await findProtectingGroupRow(trx, id);
    if (!row) throw notFound("Protecting group");
    const before = await snapshotOf(trx, "protecting_group", id);
    const { name, url } = await settleNameAndUrl(trx, "protecting_group", row, change);
    const fields: Parameters<typeof updateProtectingGroupRow>[2] = { name, url };
    if (change.protected !== undefined) fields.protected = change.protected;
    if (change.protector !== undefined) fields.protector = change.protector;
    if (drawing) {
      Object.assign(fields, {
        smiles: drawing.smiles,
        structure_filename: drawing.filename,
        structure_extension: "svg",
        image_width: drawing.width,
        image_height: drawing.height,
      });
      // The replaced drawing stays: `before` names it, so a restore can bring it back.
    } else if (url !== row.url && !row.structure_filename && row.url !== "" && row.structure_extension) {
      // The image's name came from the old url: keep naming that file.
      fields.structure_filename = `${row.url}-structure`;
    }
    await updateProtectingGroupRow(trx, id, fields);
    await recordChange(trx, { kind: "protecting_group", id, action: "update", userId: actor?.id, before });
    return protectingGroupEditView(trx, id);
  });
}

/** Deletes a protecting group; its drawing stays for a restore of the deletion. */
export async function removeProtectingGroup(deps: ReferenceEditorDeps, id: number, actor?: { id: number }) {
  await write(deps, async (trx) => {
    const row = await findProtectingGroupRow(trx, id);
    if (!row) throw notFound("Protecting group");
    await refuseIfUsed(trx, "protecting_group", row);
    const before = await snapshotOf(trx, "protecting_group", id);
    await deleteProtectingGroupRow(trx, id);
    await recordChange(trx, {
      kind: "protecting_group",
      id,
      action: "delete",
      userId: actor?.id,
      before,
      gone: true,
    });
  });
}
