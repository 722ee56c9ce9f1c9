import { createHash } from "node:crypto";
import type { TxRepositories } from "../../../../db/repositories/index.ts";
import type { ReferenceKind } from "../../../../db/repositories/reference-editor-writer.ts";
import type { TransactionRunner } from "../../../../db/transactions.ts";
import { conflict, refusedByState, unprocessable } from "../../../../domain/errors.ts";
import { nameKey, slugify, uniqueSlug } from "../../../../domain/lookup-names.ts";
import { parseDraft, usageMessage } from "../../../../domain/lookup-usage.ts";
import { draftNamesReference } from "../../../../domain/reference-usage.ts";
import type { MarkdownRenderer } from "../../../markdown/markdown-renderer.ts";
import type { ImageWriter } from "../../../storage/image-writer.ts";
import { checkPng } from "../../../storage/png-reader.ts";
import type { UploadStorage } from "../../../storage/upload-storage.ts";
import { structureApiError } from "../../../structures/rdkit-errors.ts";
import type { StructureRenderer } from "../../../structures/structure-renderer.ts";
import { svgSize } from "../../../structures/svg-size.ts";

/**
 * What the named-reaction and protecting-group editors' writes (reference-editor-writes.ts,
 * docs/product/api.md §5.17, docs/decisions/reference-data/0029-named-reaction-and-protecting-group-editors.md) share:
 * their transaction, pictures, names, urls and the delete check. Drawings are made and uploads read before the
 * transaction and written under new, content-derived names, so a page never names a file that is
 * missing and no browser keeps an old drawing. A replaced or deleted item's pictures are kept: the
 * write's history entry names them (its `before`), and restoring that entry points the row back at
 * them (history-restore.ts). Each write is one transaction that bumps the data revision first (reference-data-write.ts).
 */
export interface ReferenceEditorDeps {
  /** Runs the write's work in one transaction (db/transactions.ts). */
  transaction: TransactionRunner;
  structures: Pick<StructureRenderer, "describe" | "moleculeSvg" | "reactionSvg">;
  images: ImageWriter;
  uploads: Pick<UploadStorage, "read">;
  /** Renders a description once, when it is saved; pages read the stored HTML. */
  markdown: Pick<MarkdownRenderer, "render">;
  watcher?: { refresh(): Promise<number> };
}

export const WHAT: Record<ReferenceKind, string> = {
  named_reaction: "named reaction",
  protecting_group: "protecting group",
};

/** A drawing or an uploaded PNG, as the request names it. */
export type PictureInput = { smiles: string } | { upload: string };

export interface Picture {
  smiles: string | null;
  filename: string;
  extension: "svg" | "png";
  content: string | Uint8Array;
  width: number | null;
  height: number | null;
}

export const hashOf = (content: string | Uint8Array) =>
  createHash("sha256").update(content).digest("hex").slice(0, 12);

/** Draws a reaction SMILES (or reads an upload) the way the page will show it; nothing is stored yet. */
export async function reactionPicture(
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

export async function uploadedPicture(
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

export async function ensureNameFree(
  repos: TxRepositories,
  kind: ReferenceKind,
  name: string,
  id: number | null,
) {
  const key = nameKey(name);
  const taken = (await repos.referenceEditor.referenceNames(kind)).some(
    (row) => row.id !== id && nameKey(row.name) === key,
  );
  if (taken) throw conflict("name", `a ${WHAT[kind]} named '${name}' already exists`);
}

/** A url made from `name` that no item of the kind holds now or held before. */
export async function urlFromName(repos: TxRepositories, kind: ReferenceKind, name: string) {
  const base = slugify(name) || kind.replace("_", "-");
  return uniqueSlug(
    base,
    new Set((await repos.referenceEditor.referenceUrlsLike(kind, base)).map((u) => u.url)),
  );
}

/**
 * Settles the name and url: the url is made from the name when the item is first named and kept on
 * renames; an editor may set another url, whose former value then redirects. A url another item
 * holds, now or before, is refused (409).
 */
export async function settleNameAndUrl(
  repos: TxRepositories,
  kind: ReferenceKind,
  row: { id: number; name: string; url: string },
  change: { name?: string; url?: string },
): Promise<{ name: string; url: string }> {
  const name = change.name ?? row.name;
  if (change.name !== undefined && change.name !== "") await ensureNameFree(repos, kind, change.name, row.id);
  if (
    change.name === "" &&
    row.name !== "" &&
    (await repos.referenceEditor.referenceUses(kind, row.id)).length
  ) {
    throw conflict("name", `a ${WHAT[kind]} that a synthesis uses needs a name`);
  }
  let url = row.url;
  if (change.url && change.url !== row.url) {
    const holder = (await repos.referenceEditor.referenceUrlsLike(kind, change.url)).find(
      (u) => u.url === change.url,
    );
    if (holder && holder.id !== row.id) {
      throw conflict("url", `the url '${change.url}' belongs to another ${WHAT[kind]}`);
    }
    url = change.url;
  } else if (url === "" && name !== "") {
    url = await urlFromName(repos, kind, name);
  }
  if (url !== row.url) {
    await repos.referenceEditor.removeReferenceRedirect(kind, url);
    if (row.url !== "") await repos.referenceEditor.addReferenceRedirect(kind, row.url, row.id);
  }
  return { name, url };
}

/** Refuses a delete while a synthesis or a draft uses the item (409 naming them). */
export async function refuseIfUsed(
  repos: TxRepositories,
  kind: ReferenceKind,
  item: { id: number; name: string; url: string },
) {
  const used = await repos.referenceEditor.referenceUses(kind, item.id);
  const drafts = (await repos.draftDocuments.draftDocuments()).filter((json) =>
    draftNamesReference(parseDraft(json), kind, item),
  ).length;
  if (used.length || drafts) {
    const message = usageMessage(used, drafts).replace(/published (synthes[ei]s)/, "$1");
    throw refusedByState(`${message}; the ${WHAT[kind]} was not deleted`);
  }
}
