import type { TxRepositories } from "../../../db/repositories/index.ts";
import type { NamedReactionReferenceRow } from "../../../db/repositories/named-reaction-writer.ts";
import type { Snapshot } from "../../../db/repositories/reference-history.ts";
import { referenceSchema } from "../../../domain/synthesis-document.ts";
import { type ImageExists, numOrNull, refused, str, strOrNull } from "./history-restore-support.ts";

// What a named reaction or protecting group had besides its name and url (pictures, references):
// shared by setting an item back and by recreating a deleted one.

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
export async function restoreNamedReactionExtras(
  repos: TxRepositories,
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
    await repos.namedReactionWriter.updateNamedReactionRow(id, {
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
    if (Array.isArray(list))
      await repos.namedReactionWriter.replaceNamedReactionReferences(id, type, list.map(referenceRow));
  }
}

/** A reference as the snapshot kept it: with its fields when it had them (0027). */
const referenceRow = (value: unknown): NamedReactionReferenceRow => {
  const parsed = referenceSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const r = typeof value === "object" && value !== null ? (value as Snapshot) : {};
  return { display: str(r.display), doi: strOrNull(r.doi), url: strOrNull(r.url) };
};

/**
 * A protecting group's structure picture as `before` had it. An entry that did not record it keeps
 * today's picture, pinned by its file name (an old row names it by its url, which the restore may change).
 */
export async function protectingGroupPicture(
  before: Snapshot,
  now: Snapshot | null,
  imageExists: ImageExists,
) {
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
