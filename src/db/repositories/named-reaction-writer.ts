import type { Transaction } from "kysely";
import type { ReferenceDoc } from "../../domain/synthesis-document.ts";
import type { Database } from "../schema.ts";
import { overHandle } from "./over-handle.ts";
import { REFERENCE_COLUMNS, referenceFromRow, referenceRowValues } from "./reference-rows.ts";

type Trx = Transaction<Database>;

/** Writes of the named-reaction editor and the reads it checks first, inside the command's transaction. */

async function findNamedReactionRow(trx: Trx, id: number) {
  return trx.selectFrom("named_reactions").selectAll().where("id", "=", id).executeTakeFirst();
}

async function updateNamedReactionRow(
  trx: Trx,
  id: number,
  row: Partial<{
    name: string;
    url: string;
    short_description: string | null;
    description: string | null;
    /** The description rendered when it was saved (0016); pages show it as it is. */
    description_html: string | null;
    scheme_smiles: string | null;
    scheme_filename: string | null;
    scheme_extension: string | null;
    image_width: number | null;
    image_height: number | null;
    mechanism_smiles: string | null;
    mechanism_filename: string | null;
    mechanism_extension: string | null;
  }>,
) {
  if (Object.keys(row).length === 0) return;
  await trx.updateTable("named_reactions").set(row).where("id", "=", id).execute();
}

async function replaceNamedReactionSynonyms(trx: Trx, id: number, synonyms: readonly string[]) {
  const current = await trx
    .selectFrom("named_reaction_synonyms")
    .select(["id", "synonym"])
    .where("named_reaction_id", "=", id)
    .execute();
  const wanted = new Set(synonyms);
  const stale = current.filter((s) => !wanted.has(s.synonym)).map((s) => s.id);
  if (stale.length) await trx.deleteFrom("named_reaction_synonyms").where("id", "in", stale).execute();
  const kept = new Set(current.map((s) => s.synonym));
  const added = synonyms.filter((s) => !kept.has(s));
  if (added.length) {
    await trx
      .insertInto("named_reaction_synonyms")
      .values(added.map((synonym) => ({ named_reaction_id: id, synonym })))
      .execute();
  }
}

/** A named reaction's reference: its text, DOI, url and fields (0027). */
export type NamedReactionReferenceRow = ReferenceDoc;

/** Makes the reaction's references of `type` exactly `references`, in order. */
async function replaceNamedReactionReferences(
  trx: Trx,
  id: number,
  type: "original" | "review",
  references: readonly NamedReactionReferenceRow[],
) {
  await trx
    .deleteFrom("references")
    .where("named_reaction_id", "=", id)
    .where("synthesis_id", "is", null)
    .where("type", "=", type)
    .execute();
  if (references.length) {
    await trx
      .insertInto("references")
      .values(
        references.map((r, position) => ({
          ...referenceRowValues(r),
          synthesis_id: null,
          named_reaction_id: id,
          type,
          position,
        })),
      )
      .execute();
  }
}

/** The reaction as the editor shows it: every field, with the SMILES the drawings came from. */
async function namedReactionEditView(trx: Trx, id: number) {
  const row = await trx
    .selectFrom("named_reactions")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const [synonyms, references] = await Promise.all([
    trx
      .selectFrom("named_reaction_synonyms")
      .select(["id", "synonym"])
      .where("named_reaction_id", "=", id)
      .orderBy("id")
      .execute(),
    trx
      .selectFrom("references")
      .select(["id", "type", ...REFERENCE_COLUMNS])
      .where("named_reaction_id", "=", id)
      .where("synthesis_id", "is", null)
      .orderBy("position")
      .orderBy("id")
      .execute()
      .then((rows) => rows.map((r) => ({ id: r.id, type: r.type, ...referenceFromRow(r) }))),
  ]);
  const { created_by: _owner, image_width, image_height, ...fields } = row;
  const strip = ({ type: _type, ...r }: (typeof references)[number]) => r;
  return {
    ...fields,
    scheme_width: image_width,
    scheme_height: image_height,
    synonyms,
    original_references: references.filter((r) => r.type === "original").map(strip),
    review_references: references.filter((r) => r.type === "review").map(strip),
    incomplete: !row.description?.trim() || !row.scheme_filename,
  };
}

/** The reaction, its synonyms, redirects and own references (the caller's transaction makes it one step). */
async function deleteNamedReactionRow(trx: Trx, id: number) {
  await trx.deleteFrom("named_reaction_synonyms").where("named_reaction_id", "=", id).execute();
  await trx
    .deleteFrom("references")
    .where("named_reaction_id", "=", id)
    .where("synthesis_id", "is", null)
    .execute();
  await trx.deleteFrom("named_reaction_url_redirects").where("named_reaction_id", "=", id).execute();
  await trx.deleteFrom("named_reactions").where("id", "=", id).execute();
}

/** Writes of the named-reaction editor and the reads it checks first, over one write's transaction. */
export function createNamedReactionWriter(trx: Trx) {
  return overHandle(trx, {
    findNamedReactionRow,
    updateNamedReactionRow,
    replaceNamedReactionSynonyms,
    replaceNamedReactionReferences,
    namedReactionEditView,
    deleteNamedReactionRow,
  });
}
