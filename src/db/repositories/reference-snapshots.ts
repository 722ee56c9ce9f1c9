import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import type { HistoryKind, Snapshot } from "./reference-history.ts";
import { REFERENCE_COLUMNS, referenceFromRow } from "./reference-rows.ts";

/** Reference items as the history keeps them, read inside the change's transaction. */
export function createReferenceSnapshotRepository(db: Kysely<Database>) {
  return {
    /** The item as the history keeps it, or null when there is no such item. */
    async of(kind: HistoryKind, id: number): Promise<Snapshot | null> {
      switch (kind) {
        case "solvent": {
          const row = await db
            .selectFrom("solvents")
            .select(["id", "name"])
            .where("id", "=", id)
            .executeTakeFirst();
          if (!row) return null;
          const synonyms = await db
            .selectFrom("solvent_synonyms")
            .select("synonym")
            .where("solvent_id", "=", id)
            .orderBy("id")
            .execute();
          return { id: row.id, name: row.name, synonyms: synonyms.map((s) => s.synonym) };
        }
        case "reagent": {
          const row = await db
            .selectFrom("reagents")
            .select(["id", "name", "formula"])
            .where("id", "=", id)
            .executeTakeFirst();
          if (!row) return null;
          const synonyms = await db
            .selectFrom("reagent_synonyms")
            .select("synonym")
            .where("reagent_id", "=", id)
            .orderBy("id")
            .execute();
          return {
            id: row.id,
            name: row.name,
            formula: row.formula,
            synonyms: synonyms.map((s) => s.synonym),
          };
        }
        case "author": {
          const row = await db
            .selectFrom("authors")
            .select(["id", "first_name", "last_name", "url"])
            .where("id", "=", id)
            .executeTakeFirst();
          return row
            ? { id: row.id, firstName: row.first_name, lastName: row.last_name, url: row.url }
            : null;
        }
        case "molecule": {
          const row = await db
            .selectFrom("molecules")
            .select(["id", "name", "structure", "extension", "smiles", "formula", "carbon_count"])
            .where("id", "=", id)
            .executeTakeFirst();
          return row
            ? {
                id: row.id,
                name: row.name,
                structure: row.structure,
                extension: row.extension,
                smiles: row.smiles,
                formula: row.formula,
                carbonCount: row.carbon_count,
              }
            : null;
        }
        case "named_reaction": {
          const row = await db
            .selectFrom("named_reactions")
            .select([
              "id",
              "name",
              "url",
              "short_description",
              "description",
              "scheme_smiles",
              "mechanism_smiles",
              // The pictures' files are kept while an entry names them, so a restore can point back at them.
              "scheme_filename",
              "scheme_extension",
              "image_width",
              "image_height",
              "mechanism_filename",
              "mechanism_extension",
            ])
            .where("id", "=", id)
            .executeTakeFirst();
          if (!row) return null;
          const [synonyms, references] = await Promise.all([
            db
              .selectFrom("named_reaction_synonyms")
              .select("synonym")
              .where("named_reaction_id", "=", id)
              .orderBy("id")
              .execute(),
            db
              .selectFrom("references")
              .select(["type", ...REFERENCE_COLUMNS])
              .where("named_reaction_id", "=", id)
              .where("synthesis_id", "is", null)
              .orderBy("position")
              .orderBy("id")
              .execute(),
          ]);
          const ofType = (type: string) => references.filter((r) => r.type === type).map(referenceFromRow);
          return {
            ...row,
            synonyms: synonyms.map((s) => s.synonym),
            original_references: ofType("original"),
            review_references: ofType("review"),
          };
        }
        case "protecting_group": {
          const row = await db
            .selectFrom("protecting_groups")
            .select([
              "id",
              "name",
              "url",
              "protected",
              "protector",
              "smiles",
              "structure_filename",
              "structure_extension",
              "image_width",
              "image_height",
            ])
            .where("id", "=", id)
            .executeTakeFirst();
          if (!row) return null;
          // The file's effective name (an old row names it by its url), so a restore never depends on the url.
          const file =
            row.structure_extension === "" ? null : (row.structure_filename ?? `${row.url}-structure`);
          return { ...row, structure_filename: file };
        }
      }
    },
  };
}
