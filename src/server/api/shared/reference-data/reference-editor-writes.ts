import type { TxRepositories } from "../../../../db/repositories/index.ts";
import type { NamedReactionReferenceRow } from "../../../../db/repositories/named-reaction-writer.ts";
import { notFound, unprocessable } from "../../../../domain/errors.ts";
import { distinctNames } from "../../../../domain/lookup-names.ts";
import { structureApiError } from "../../../structures/rdkit-errors.ts";
import { svgSize } from "../../../structures/svg-size.ts";
import { recordChange } from "./history-record.ts";
import { write } from "./reference-data-write.ts";
import {
  ensureNameFree,
  hashOf,
  type Picture,
  type PictureInput,
  type ReferenceEditorDeps,
  reactionPicture,
  refuseIfUsed,
  settleNameAndUrl,
  urlFromName,
} from "./reference-editor-support.ts";

export type { PictureInput, ReferenceEditorDeps } from "./reference-editor-support.ts";

/** The named-reaction and protecting-group editors' writes (reference-editor-support.ts says how). */

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
  return deps.transaction(async (repos) => {
    if (!(await repos.namedReactionWriter.findNamedReactionRow(id))) throw notFound("Named reaction");
    return repos.namedReactionWriter.namedReactionEditView(id);
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

  return write(deps, async (repos) => {
    const row = await repos.namedReactionWriter.findNamedReactionRow(id);
    if (!row) throw notFound("Named reaction");
    const before = await repos.snapshots.of("named_reaction", id);
    const { name, url } = await settleNameAndUrl(repos, "named_reaction", row, change);
    const text = (value: string | null | undefined) =>
      value === undefined ? undefined : value === null || value.trim() === "" ? null : value.trim();
    const fields: Parameters<TxRepositories["namedReactionWriter"]["updateNamedReactionRow"]>[1] = {
      name,
      url,
    };
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
    await repos.namedReactionWriter.updateNamedReactionRow(id, fields);
    if (change.synonyms)
      await repos.namedReactionWriter.replaceNamedReactionSynonyms(id, distinctNames(change.synonyms));
    if (change.original_references) {
      await repos.namedReactionWriter.replaceNamedReactionReferences(
        id,
        "original",
        change.original_references,
      );
    }
    if (change.review_references) {
      await repos.namedReactionWriter.replaceNamedReactionReferences(id, "review", change.review_references);
    }
    // The replaced pictures stay: `before` names them, so a restore can bring them back.
    await recordChange(repos, { kind: "named_reaction", id, action: "update", userId: actor?.id, before });
    return repos.namedReactionWriter.namedReactionEditView(id);
  });
}

/** Deletes a named reaction; its pictures stay for a restore of the deletion (its entry names them). */
export async function removeNamedReaction(deps: ReferenceEditorDeps, id: number, actor?: { id: number }) {
  await write(deps, async (repos) => {
    const row = await repos.namedReactionWriter.findNamedReactionRow(id);
    if (!row) throw notFound("Named reaction");
    await refuseIfUsed(repos, "named_reaction", row);
    const before = await repos.snapshots.of("named_reaction", id);
    await repos.namedReactionWriter.deleteNamedReactionRow(id);
    await recordChange(repos, {
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
  return write(deps, async (repos) => {
    if (input.name) await ensureNameFree(repos, "protecting_group", input.name, null);
    const url = input.name ? await urlFromName(repos, "protecting_group", input.name) : "";
    const id = await repos.protectingGroupWriter.insertProtectingGroupRow(input.name, url);
    await recordChange(repos, {
      kind: "protecting_group",
      id,
      action: "create",
      userId: actor?.id,
      before: null,
    });
    return repos.protectingGroupWriter.protectingGroupEditView(id);
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
  return write(deps, async (repos) => {
    const row = await repos.protectingGroupWriter.findProtectingGroupRow(id);
    if (!row) throw notFound("Protecting group");
    const before = await repos.snapshots.of("protecting_group", id);
    const { name, url } = await settleNameAndUrl(repos, "protecting_group", row, change);
    const fields: Parameters<TxRepositories["protectingGroupWriter"]["updateProtectingGroupRow"]>[1] = {
      name,
      url,
    };
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
    await repos.protectingGroupWriter.updateProtectingGroupRow(id, fields);
    await recordChange(repos, { kind: "protecting_group", id, action: "update", userId: actor?.id, before });
    return repos.protectingGroupWriter.protectingGroupEditView(id);
  });
}

/** Deletes a protecting group; its drawing stays for a restore of the deletion. */
export async function removeProtectingGroup(deps: ReferenceEditorDeps, id: number, actor?: { id: number }) {
  await write(deps, async (repos) => {
    const row = await repos.protectingGroupWriter.findProtectingGroupRow(id);
    if (!row) throw notFound("Protecting group");
    await refuseIfUsed(repos, "protecting_group", row);
    const before = await repos.snapshots.of("protecting_group", id);
    await repos.protectingGroupWriter.deleteProtectingGroupRow(id);
    await recordChange(repos, {
      kind: "protecting_group",
      id,
      action: "delete",
      userId: actor?.id,
      before,
      gone: true,
    });
  });
}
