import type { Kysely } from "kysely";
import type { ReferenceDoc } from "../../domain/synthesis-document.ts";
import type { Database } from "../schema.ts";
import { REFERENCE_COLUMNS, referenceFromRow, referenceRowValues } from "./reference-rows.ts";

/** Writes of the named-reaction editor and the reads it checks first, inside the command's transaction. */

/** A named reaction's reference: its text, DOI, url and fields (0027). */
export type NamedReactionReferenceRow = ReferenceDoc;

/** Writes of the named-reaction editor and the reads it checks first, over one write's transaction. */
export function createNamedReactionWriter(db: Kysely<Database>) {
  return {
    async findNamedReactionRow(id: number) {
      return db.selectFrom("named_reactions").selectAll().where("id", "=", id).executeTakeFirst();
    },
    async updateNamedReactionRow(
      id: number,
      row: Partial<{
        name: string;
        url: string;
        short_description: string | null;
        description: string | null;

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
      await db.updateTable("named_reactions").set(row).where("id", "=", id).execute();
    },
    async replaceNamedReactionSynonyms(id: number, synonyms: readonly string[]) {
      const current = await db
        .selectFrom("named_reaction_synonyms")
        .select(["id", "synonym"])
        .where("named_reaction_id", "=", id)
        .execute();
      const wanted = new Set(synonyms);
      const stale = current.filter((s) => !wanted.has(s.synonym)).map((s) => s.id);
      if (stale.length) await db.deleteFrom("named_reaction_synonyms").where("id", "in", stale).execute();
      const kept = new Set(current.map((s) => s.synonym));
      const added = synonyms.filter((s) => !kept.has(s));
      if (added.length) {
        await db
          .insertInto("named_reaction_synonyms")
          .values(added.map((synonym) => ({ named_reaction_id: id, synonym })))
          .execute();
      }
    },
    /** Makes the reaction's references of `type` exactly `references`, in order. */
    async replaceNamedReactionReferences(
      id: number,
      type: "original" | "review",
      references: readonly NamedReactionReferenceRow[],
    ) {
      await db
        .deleteFrom("references")
        .where("named_reaction_id", "=", id)
        .where("synthesis_id", "is", null)
        .where("type", "=", type)
        .execute();
      if (references.length) {
        await db
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
    },
    /** The reaction as the editor shows it: every field, with the SMILES the drawings came from. */
    async namedReactionEditView(id: number) {
      const row = await db
        .selectFrom("named_reactions")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const [synonyms, references] = await Promise.all([
        db
          .selectFrom("named_reaction_synonyms")
          .select(["id", "synonym"])
          .where("named_reaction_id", "=", id)
          .orderBy("id")
          .execute(),
        db
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
    },
    /** The reaction, its synonyms, redirects and own references (the caller's transaction makes it one step). */
    async deleteNamedReactionRow(id: number) {
      await db.deleteFrom("named_reaction_synonyms").where("named_reaction_id", "=", id).execute();
      await db
        .deleteFrom("references")
        .where("named_reaction_id", "=", id)
        .where("synthesis_id", "is", null)
        .execute();
      await db.deleteFrom("named_reaction_url_redirects").where("named_reaction_id", "=", id).execute();
      await db.deleteFrom("named_reactions").where("id", "=", id).execute();
    },
  };
}
