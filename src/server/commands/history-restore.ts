import type { Transaction } from "kysely";
import {
  authorUrlsLike,
  publishedUses,
  renameSolvent,
  replaceReagentSynonyms,
  updateReagent,
} from "../../db/repositories/lookup-writer.ts";
import {
  findMoleculeRow,
  moleculeIdsAndNames,
  reinsertAuthor,
  reinsertNamedReaction,
  reinsertProtectingGroup,
  reinsertReagent,
  reinsertSolvent,
  updateMoleculeRow,
} from "../../db/repositories/merge-writer.ts";
import {
  type NamedReactionReferenceRow,
  replaceNamedReactionReferences,
  replaceNamedReactionSynonyms,
  updateNamedReactionRow,
  updateProtectingGroupRow,
} from "../../db/repositories/reference-editor-writer.ts";
import {
  findHistoryEntry,
  type HistoryEntry,
  type Snapshot,
} from "../../db/repositories/reference-history.ts";
import type { Database } from "../../db/schema.ts";
import { authorKey, distinctNames, nameKey } from "../../domain/lookup-names.ts";
import { notFound } from "../http/errors.ts";
import { moleculePicture, withStagedImages, writeMoleculeFingerprint } from "./create-molecule.ts";
import { restoreMerge } from "./history-merge-restore.ts";
import { recordChange, snapshotOf } from "./history-record.ts";
import {
  asRestore,
  type ImageExists,
  numOrNull,
  type RestoreDeps,
  refused,
  str,
  strings,
  strOrNull,
  WHAT,
} from "./history-restore-support.ts";
import { ensureNameFree, setAuthor } from "./lookup-writes.ts";
import type { StagedImage } from "./ports.ts";
import { settleNameAndUrl } from "./reference-editor-writes.ts";

type Trx = Transaction<Database>;

/**
 * Brings back the state an item had before a history entry (docs/product/api.md §5.20): a change
 * is undone by setting the item's fields back, a deletion by creating the item again under its old
 * id, a merge by `restoreMerge` (either of its two entries). Refused (409) when something since
 * depends on the later state: the earlier name or url is now another item's, the item was deleted
 * since (or exists again), the entry created the item, the earlier drawing of a molecule was an image
 * that is no longer kept, or an earlier picture of a named reaction or protecting group is gone.
 * The restore is one transaction with its own history entry ("restore").
 */
export async function restoreHistoryEntry(
  deps: RestoreDeps,
  actor: { id: number; role: string },
  entryId: number,
) {
  const entry = await findHistoryEntry(deps.db, entryId);
  if (!entry) throw notFound("History entry");
  if (entry.action === "merge") return restoreMerge(deps, actor, entry);
  const before = entry.before;
  if (!before) {
    throw refused(
      `this entry created the ${WHAT[entry.kind]}; there is no earlier state (delete it instead)`,
    );
  }
  // A molecule's earlier SMILES is drawn before the transaction (as every structure write is).
  const smiles = entry.kind === "molecule" ? strOrNull(before.smiles) : null;
  // The drawing is staged inside the transaction below, so no separate writability check here.
  const picture = smiles
    ? await moleculePicture({ structures: deps.structures, uploads: deps.uploads }, { smiles })
    : undefined;

  let image: { name: string; content: string | Uint8Array; stale?: string } | undefined;
  const staged: StagedImage[] = [];
  const result = await withStagedImages(staged, () =>
    deps.db.transaction().execute(async (trx) => {
      await deps.revisions.bump(trx);
      const current = await snapshotOf(trx, entry.kind, entry.itemId);
      if (entry.action === "delete") {
        if (current) throw refused(`the ${WHAT[entry.kind]} exists again`);
        await asRestore(() => recreate(trx, entry, before, actor, deps.imageExists));
      } else {
        if (!current) {
          throw refused(`the ${WHAT[entry.kind]} was deleted or merged since; restore its deletion first`);
        }
        const written = await asRestore(() => setBack(trx, entry, before, actor, picture, deps.imageExists));
        if (written) image = written;
      }
      await recordChange(trx, {
        kind: entry.kind,
        id: entry.itemId,
        action: "restore",
        userId: actor.id,
        before: current,
        relatedId: entry.id,
      });
      const after = await snapshotOf(trx, entry.kind, entry.itemId);
      // Last before commit: a folder that cannot be written (503) rolls the restore back.
      if (image) staged.push(await deps.images.stage("molecules", image.name, image.content));
      return after;
    }),
  );
  if (image?.stale) await deps.images.remove("molecules", image.stale).catch(() => undefined);
  await deps.watcher?.refresh();
  return result;
}

/** The item exists: its fields go back to `before`. Answers a molecule image to write after commit. */
async function setBack(
  trx: Trx,
  entry: HistoryEntry,
  before: Snapshot,
  actor: { id: number; role: string },
  picture: Awaited<ReturnType<typeof moleculePicture>> | undefined,
  imageExists: ImageExists,
): Promise<{ name: string; content: string | Uint8Array; stale?: string } | undefined> {
  const id = entry.itemId;
  switch (entry.kind) {
    case "solvent": {
      const name = str(before.name);
      await checkName(trx, "solvents", "solvent", id, name);
      await renameSolvent(trx, id, name);
      return;
    }
    case "reagent": {
      const name = str(before.name);
      await checkName(trx, "reagents", "reagent", id, name);
      await updateReagent(trx, id, { name, formula: strOrNull(before.formula) });
      await replaceReagentSynonyms(trx, id, distinctNames(strings(before.synonyms)));
      return;
    }
    case "author": {
      const firstName = str(before.firstName);
      const lastName = str(before.lastName);
      if (!authorKey(firstName, lastName) && (await publishedUses(trx, "author", id)).length) {
        throw refused("a published synthesis credits this author, who needs a name");
      }
      await setAuthor(trx, { id: actor.id, role: "editor" }, id, {
        firstName,
        lastName,
        ...(str(before.url) ? { url: str(before.url) } : {}),
      });
      return;
    }
    case "molecule": {
      const row = await findMoleculeRow(trx, id);
      if (!row) throw refused("the molecule was merged since");
      const name = str(before.name);
      const key = nameKey(name);
      if ((await moleculeIdsAndNames(trx)).some((m) => m.id !== id && nameKey(m.name) === key)) {
        throw refused(`another molecule is named '${name}' now`);
      }
      const fields: Parameters<typeof updateMoleculeRow>[2] = { name };
      let image: { name: string; content: string | Uint8Array; stale?: string } | undefined;
      if (picture && picture.row.smiles !== row.smiles) {
        Object.assign(fields, picture.row);
        image = {
          name: `${row.structure}.${picture.image.extension}`,
          content: picture.image.content,
          ...(row.extension !== picture.image.extension
            ? { stale: `${row.structure}.${row.extension}` }
            : {}),
        };
      } else if (!picture && (row.smiles !== null || row.extension !== str(before.extension))) {
        throw refused("the earlier structure was an uploaded image that is no longer kept; upload it again");
      } else if (!picture) {
        Object.assign(fields, {
          formula: strOrNull(before.formula),
          carbon_count: typeof before.carbonCount === "number" ? before.carbonCount : null,
        });
      }
      await updateMoleculeRow(trx, id, fields);
      if (image && picture) await writeMoleculeFingerprint(trx, id, picture.fingerprint);
      return image;
    }
    case "named_reaction": {
      const now = await snapshotOf(trx, "named_reaction", id);
      const row = { id, name: str(now?.name), url: str(now?.url) };
      const settled = await settleNameAndUrl(trx, "named_reaction", row, {
        name: str(before.name),
        ...(str(before.url) ? { url: str(before.url) } : {}),
      });
      await updateNamedReactionRow(trx, id, {
        ...settled,
        short_description: strOrNull(before.short_description),
        description: strOrNull(before.description),
      });
      await replaceNamedReactionSynonyms(trx, id, distinctNames(strings(before.synonyms)));
      await restoreNamedReactionExtras(trx, id, before, now, imageExists);
      return;
    }
    case "protecting_group": {
      const now = await snapshotOf(trx, "protecting_group", id);
      const settled = await settleNameAndUrl(
        trx,
        "protecting_group",
        { id, name: str(now?.name), url: str(now?.url) },
        { name: str(before.name), ...(str(before.url) ? { url: str(before.url) } : {}) },
      );
      await updateProtectingGroupRow(trx, id, {
        ...settled,
        protected: str(before.protected),
        protector: str(before.protector),
        ...(await protectingGroupPicture(before, now, imageExists)),
      });
      return;
    }
  }
}

async function checkName(
  trx: Trx,
  table: "solvents" | "reagents",
  kind: "solvent" | "reagent",
  id: number,
  name: string,
) {
  if (name) await ensureNameFree(trx, table, name, id);
  else if ((await publishedUses(trx, kind, id)).length) {
    throw refused(`a published synthesis uses this ${kind}, which needs a name`);
  }
}

/** The item was deleted: it comes back under its old id, if its name (and url) are still free. */
async function recreate(
  trx: Trx,
  entry: HistoryEntry,
  before: Snapshot,
  actor: { id: number },
  imageExists: ImageExists,
) {
  const id = entry.itemId;
  switch (entry.kind) {
    case "solvent": {
      const name = str(before.name);
      if (name) await ensureNameFree(trx, "solvents", name, id);
      await reinsertSolvent(trx, id, name, actor.id);
      return;
    }
    case "reagent": {
      const name = str(before.name);
      if (name) await ensureNameFree(trx, "reagents", name, id);
      await reinsertReagent(trx, { id, name, formula: strOrNull(before.formula) }, actor.id);
      await replaceReagentSynonyms(trx, id, distinctNames(strings(before.synonyms)));
      return;
    }
    case "author": {
      const url = str(before.url);
      if (url) {
        const holder = (await authorUrlsLike(trx, url)).find((u) => u.url === url);
        if (holder) throw refused(`the url '${url}' belongs to another author now`);
      }
      await reinsertAuthor(trx, { id, first_name: "", last_name: "", url }, actor.id);
      await setAuthor(trx, { id: actor.id, role: "editor" }, id, {
        firstName: str(before.firstName),
        lastName: str(before.lastName),
      });
      return;
    }
    case "named_reaction":
    case "protecting_group": {
      const name = str(before.name);
      const url = str(before.url);
      await reinsertReference(trx, entry.kind, before, id, actor.id);
      // Settled as a rename from nothing: the name must be free and the url no other item's.
      const settled = await settleNameAndUrl(
        trx,
        entry.kind,
        { id, name: "", url: "" },
        {
          name,
          ...(url ? { url } : {}),
        },
      );
      if (entry.kind === "named_reaction") {
        await updateNamedReactionRow(trx, id, settled);
        await replaceNamedReactionSynonyms(trx, id, distinctNames(strings(before.synonyms)));
        await restoreNamedReactionExtras(trx, id, before, null, imageExists);
      } else {
        await updateProtectingGroupRow(trx, id, {
          ...settled,
          ...(await protectingGroupPicture(before, null, imageExists)),
        });
      }
      return;
    }
    case "molecule":
      throw refused("a molecule is never deleted on its own");
  }
}

async function reinsertReference(
  trx: Trx,
  kind: "named_reaction" | "protecting_group",
  before: Snapshot,
  id: number,
  actorId: number,
) {
  if (kind === "named_reaction") {
    await reinsertNamedReaction(
      trx,
      {
        id,
        name: "",
        url: "",
        short_description: strOrNull(before.short_description),
        description: strOrNull(before.description),
      },
      actorId,
    );
  } else {
    await reinsertProtectingGroup(trx, {
      id,
      name: "",
      url: "",
      protected: str(before.protected),
      protector: str(before.protector),
    });
  }
}

/** A picture file of the earlier state that the current state does not name must still be kept. */
async function ensureKept(imageExists: ImageExists, folder: string, file: string | null, now: string | null) {
  if (file && file !== now && !(await imageExists(folder, file))) {
    throw refused("the earlier picture is no longer kept");
  }
}

const fileOf = (snapshot: Snapshot | null, name: string, extension: string) => {
  const base = strOrNull(snapshot?.[name]);
  return base ? `${base}.${str(snapshot?.[extension]) || "png"}` : null;
};

/**
 * A named reaction's scheme and mechanism pictures and its references go back to `before`. Entries
 * recorded before snapshots named them (no `scheme_filename` key) leave them as they are.
 */
async function restoreNamedReactionExtras(
  trx: Trx,
  id: number,
  before: Snapshot,
  now: Snapshot | null,
  imageExists: ImageExists,
) {
  if ("scheme_filename" in before) {
    for (const [folder, name, extension] of [
      ["named-reactions", "scheme_filename", "scheme_extension"],
      ["mechanisms", "mechanism_filename", "mechanism_extension"],
    ] as const) {
      await ensureKept(imageExists, folder, fileOf(before, name, extension), fileOf(now, name, extension));
    }
    await updateNamedReactionRow(trx, id, {
      scheme_smiles: strOrNull(before.scheme_smiles),
      scheme_filename: strOrNull(before.scheme_filename),
      scheme_extension: strOrNull(before.scheme_extension),
      image_width: numOrNull(before.image_width),
      image_height: numOrNull(before.image_height),
      mechanism_smiles: strOrNull(before.mechanism_smiles),
      mechanism_filename: strOrNull(before.mechanism_filename),
      mechanism_extension: strOrNull(before.mechanism_extension),
    });
  }
  for (const type of ["original", "review"] as const) {
    const list = before[`${type}_references`];
    if (Array.isArray(list)) await replaceNamedReactionReferences(trx, id, type, list.map(referenceRow));
  }
}

const referenceRow = (value: unknown): NamedReactionReferenceRow => {
  const r = typeof value === "object" && value !== null ? (value as Snapshot) : {};
  return { display: str(r.display), doi: strOrNull(r.doi), url: strOrNull(r.url) };
};

/**
 * A protecting group's structure picture as `before` had it. An entry that did not record it keeps
 * today's picture, pinned by its file name (an old row names it by its url, which the restore may change).
 */
async function protectingGroupPicture(before: Snapshot, now: Snapshot | null, imageExists: ImageExists) {
  if (!("structure_extension" in before)) {
    const current = strOrNull(now?.structure_filename);
    return current ? { structure_filename: current } : {};
  }
  const file = fileOf(before, "structure_filename", "structure_extension");
  await ensureKept(
    imageExists,
    "protecting-groups",
    file,
    fileOf(now, "structure_filename", "structure_extension"),
  );
  return {
    smiles: strOrNull(before.smiles),
    structure_filename: strOrNull(before.structure_filename),
    structure_extension: str(before.structure_extension),
    image_width: numOrNull(before.image_width),
    image_height: numOrNull(before.image_height),
  };
}
