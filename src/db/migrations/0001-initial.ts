import type { Kysely } from "kysely";
import type { Compatibility } from "./compatibility.ts";
import { withId } from "./helpers.ts";

/** Contract: the whole schema: no release is older than it. */
export const compatibility: Compatibility = "contract";

/** Every table of the data model (docs/architecture.md). Runs unchanged on SQLite and PostgreSQL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;

  await withId(s.createTable("users"), db)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await s
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("csrf_token", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await s.createIndex("sessions_user_id").on("sessions").column("user_id").execute();
  await s.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();

  await withId(s.createTable("authors"), db)
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull().unique())
    .execute();

  await withId(s.createTable("molecules"), db)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("structure", "text", (c) => c.notNull().unique())
    .addColumn("extension", "text", (c) => c.notNull())
    .addColumn("smiles", "text")
    .addColumn("formula", "text")
    .addColumn("carbon_count", "integer")
    .execute();

  await withId(s.createTable("syntheses"), db)
    .addColumn("molecule_id", "integer", (c) => c.notNull().references("molecules.id"))
    .addColumn("author_id", "integer", (c) => c.notNull().references("authors.id"))
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("type_1", "text", (c) => c.notNull())
    .addColumn("type_2", "text", (c) => c.notNull())
    .addColumn("supp_steps", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("comment", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("number_of_steps", "integer", (c) => c.notNull())
    .addColumn("number_of_parts", "integer", (c) => c.notNull())
    .addColumn("submitter_name", "text")
    .addColumn("submitter_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await s.createIndex("syntheses_molecule_id").on("syntheses").column("molecule_id").execute();
  await s.createIndex("syntheses_author_id").on("syntheses").column("author_id").execute();
  await s.createIndex("syntheses_created_at").on("syntheses").columns(["created_at", "id"]).execute();

  await withId(s.createTable("parts"), db)
    .addColumn("synthesis_id", "integer", (c) => c.notNull().references("syntheses.id").onDelete("cascade"))
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("comment", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await s.createIndex("parts_synthesis_id").on("parts").columns(["synthesis_id", "number"]).execute();

  await withId(s.createTable("reactions"), db)
    .addColumn("part_id", "integer", (c) => c.notNull().references("parts.id").onDelete("cascade"))
    .addColumn("step", "integer", (c) => c.notNull())
    .addColumn("comment", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("has_special_reagent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("special_reagent", "text")
    .addColumn("special_condition", "text")
    .addColumn("selectivity", "text")
    .addColumn("temperature", "text")
    .addColumn("time", "text")
    .addColumn("yield", "text")
    .execute();
  await s.createIndex("reactions_part_id").on("reactions").columns(["part_id", "step"]).execute();

  await withId(s.createTable("chemicals"), db)
    .addColumn("reaction_id", "integer", (c) => c.notNull().references("reactions.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("filename", "text", (c) => c.notNull())
    .addColumn("extension", "text", (c) => c.notNull())
    .addColumn("smiles", "text")
    .addColumn("name", "text")
    .execute();
  await s.createIndex("chemicals_reaction_id").on("chemicals").column("reaction_id").execute();

  await withId(s.createTable("reagents"), db)
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("formula", "text")
    .execute();

  await withId(s.createTable("reagent_synonyms"), db)
    .addColumn("reagent_id", "integer", (c) => c.notNull().references("reagents.id").onDelete("cascade"))
    .addColumn("synonym", "text", (c) => c.notNull())
    .execute();
  await s.createIndex("reagent_synonyms_reagent_id").on("reagent_synonyms").column("reagent_id").execute();

  await s
    .createTable("reaction_reagent")
    .addColumn("reaction_id", "integer", (c) => c.notNull().references("reactions.id").onDelete("cascade"))
    .addColumn("reagent_id", "integer", (c) => c.notNull().references("reagents.id"))
    .addColumn("stage", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("reaction_reagent_pk", ["reaction_id", "reagent_id", "stage"])
    .execute();
  await s.createIndex("reaction_reagent_reagent_id").on("reaction_reagent").column("reagent_id").execute();

  await withId(s.createTable("solvents"), db)
    .addColumn("name", "text", (c) => c.notNull().unique())
    .execute();

  await s
    .createTable("reaction_solvent")
    .addColumn("reaction_id", "integer", (c) => c.notNull().references("reactions.id").onDelete("cascade"))
    .addColumn("solvent_id", "integer", (c) => c.notNull().references("solvents.id"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("reaction_solvent_pk", ["reaction_id", "solvent_id"])
    .execute();
  await s.createIndex("reaction_solvent_solvent_id").on("reaction_solvent").column("solvent_id").execute();

  await withId(s.createTable("named_reactions"), db)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull().unique())
    .addColumn("short_description", "text")
    .addColumn("description", "text")
    .addColumn("scheme_smiles", "text")
    .addColumn("scheme_filename", "text")
    .addColumn("scheme_extension", "text")
    .addColumn("mechanism_filename", "text")
    .addColumn("mechanism_extension", "text")
    .execute();

  await withId(s.createTable("named_reaction_synonyms"), db)
    .addColumn("named_reaction_id", "integer", (c) =>
      c.notNull().references("named_reactions.id").onDelete("cascade"),
    )
    .addColumn("synonym", "text", (c) => c.notNull())
    .execute();
  await s
    .createIndex("named_reaction_synonyms_nr_id")
    .on("named_reaction_synonyms")
    .column("named_reaction_id")
    .execute();

  await s
    .createTable("reaction_named_reaction")
    .addColumn("reaction_id", "integer", (c) => c.notNull().references("reactions.id").onDelete("cascade"))
    .addColumn("named_reaction_id", "integer", (c) =>
      c.notNull().references("named_reactions.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("reaction_named_reaction_pk", ["reaction_id", "named_reaction_id"])
    .execute();
  await s
    .createIndex("reaction_named_reaction_nr_id")
    .on("reaction_named_reaction")
    .column("named_reaction_id")
    .execute();

  await withId(s.createTable("references"), db)
    .addColumn("synthesis_id", "integer", (c) => c.references("syntheses.id").onDelete("cascade"))
    .addColumn("named_reaction_id", "integer", (c) => c.references("named_reactions.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull().defaultTo("standard"))
    .addColumn("display", "text", (c) => c.notNull())
    .addColumn("doi", "text")
    .addColumn("url", "text")
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex("references_synthesis_id").on("references").column("synthesis_id").execute();
  await s.createIndex("references_named_reaction_id").on("references").column("named_reaction_id").execute();

  await withId(s.createTable("protecting_groups"), db)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull().unique())
    .addColumn("protected", "text", (c) => c.notNull())
    .addColumn("protector", "text", (c) => c.notNull())
    .addColumn("smiles", "text")
    .addColumn("structure_extension", "text", (c) => c.notNull().defaultTo("svg"))
    .execute();

  await s
    .createTable("protecting_group_reaction")
    .addColumn("protecting_group_id", "integer", (c) =>
      c.notNull().references("protecting_groups.id").onDelete("cascade"),
    )
    .addColumn("reaction_id", "integer", (c) => c.notNull().references("reactions.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("protecting_group_reaction_pk", ["protecting_group_id", "reaction_id", "type"])
    .execute();
  await s
    .createIndex("protecting_group_reaction_reaction_id")
    .on("protecting_group_reaction")
    .column("reaction_id")
    .execute();

  await withId(s.createTable("unpublished_syntheses"), db)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("synthesis_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await s
    .createIndex("unpublished_syntheses_user_id")
    .on("unpublished_syntheses")
    .column("user_id")
    .execute();

  await s
    .createTable("revisions")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("value", "integer", (c) => c.notNull())
    .execute();
  await db
    .insertInto("revisions" as never)
    .values({ id: 1, value: 1 } as never)
    .execute();
}

export async function down(): Promise<void> {
  throw new Error("The initial migration cannot be reverted; restore a backup instead.");
}
