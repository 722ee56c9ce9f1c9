import type { Transaction } from "kysely";
import type { Database, NewChemical, NewMolecule, NewReaction } from "../schema.ts";

/** Rows of one synthesis, resolved to ids, ready to insert (built by the publish command). */
export interface SynthesisGraph {
  molecule: NewMolecule;
  author: { first_name: string; last_name: string; url: string };
  synthesis: {
    year: number;
    type_1: string;
    type_2: string;
    supp_steps: number;
    comment: string;
    number_of_steps: number;
    number_of_parts: number;
    submitter_name: string | null;
    submitter_user_id: number | null;
  };
  references: { display: string; doi: string | null; url: string | null }[];
  parts: {
    number: number;
    comment: string;
    reactions: {
      row: Omit<NewReaction, "part_id">;
      chemicals: Omit<NewChemical, "reaction_id">[];
      reagents: { reagent_id: number; stage: number }[];
      solventIds: number[];
      namedReactionIds: number[];
      protectingGroups: { protecting_group_id: number; type: "protection" | "deprotection" }[];
      /** Named after the synthesis id, so it is known only during the insert. */
      specialReagentFile?: (synthesisId: number) => string;
    }[];
  }[];
}

const now = () => new Date().toISOString();

/** Inserts one synthesis graph; upserts its molecule (by structure) and author (by url). */
export async function insertSynthesisGraph(
  trx: Transaction<Database>,
  graph: SynthesisGraph,
): Promise<number> {
  const moleculeId = await upsertMolecule(trx, graph.molecule);
  const authorId = await upsertAuthor(trx, graph.author);
  const stamp = now();
  const { id: synthesisId } = await trx
    .insertInto("syntheses")
    .values({
      ...graph.synthesis,
      molecule_id: moleculeId,
      author_id: authorId,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  if (graph.references.length) {
    await trx
      .insertInto("references")
      .values(
        graph.references.map((r, position) => ({
          ...r,
          synthesis_id: synthesisId,
          type: "standard" as const,
          position,
        })),
      )
      .execute();
  }
  for (const part of graph.parts) {
    const { id: partId } = await trx
      .insertInto("parts")
      .values({ synthesis_id: synthesisId, number: part.number, comment: part.comment })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const reaction of part.reactions) {
      const special_reagent =
        reaction.specialReagentFile?.(synthesisId) ?? reaction.row.special_reagent ?? null;
      const { id: reactionId } = await trx
        .insertInto("reactions")
        .values({ ...reaction.row, special_reagent, part_id: partId })
        .returning("id")
        .executeTakeFirstOrThrow();
      await insertReactionLinks(trx, reactionId, reaction);
    }
  }
  return synthesisId;
}

async function insertReactionLinks(
  trx: Transaction<Database>,
  reactionId: number,
  reaction: SynthesisGraph["parts"][number]["reactions"][number],
): Promise<void> {
  if (reaction.chemicals.length) {
    await trx
      .insertInto("chemicals")
      .values(reaction.chemicals.map((c) => ({ ...c, reaction_id: reactionId })))
      .execute();
  }
  if (reaction.reagents.length) {
    await trx
      .insertInto("reaction_reagent")
      .values(reaction.reagents.map((r, position) => ({ ...r, reaction_id: reactionId, position })))
      .execute();
  }
  if (reaction.solventIds.length) {
    await trx
      .insertInto("reaction_solvent")
      .values(
        reaction.solventIds.map((solvent_id, position) => ({
          solvent_id,
          reaction_id: reactionId,
          position,
        })),
      )
      .execute();
  }
  if (reaction.namedReactionIds.length) {
    await trx
      .insertInto("reaction_named_reaction")
      .values(
        reaction.namedReactionIds.map((named_reaction_id, position) => ({
          named_reaction_id,
          reaction_id: reactionId,
          position,
        })),
      )
      .execute();
  }
  if (reaction.protectingGroups.length) {
    await trx
      .insertInto("protecting_group_reaction")
      .values(reaction.protectingGroups.map((p) => ({ ...p, reaction_id: reactionId })))
      .execute();
  }
}

async function upsertMolecule(trx: Transaction<Database>, molecule: NewMolecule): Promise<number> {
  const existing = await trx
    .selectFrom("molecules")
    .select("id")
    .where("structure", "=", molecule.structure)
    .executeTakeFirst();
  if (!existing) {
    return (await trx.insertInto("molecules").values(molecule).returning("id").executeTakeFirstOrThrow()).id;
  }
  await trx.updateTable("molecules").set(molecule).where("id", "=", existing.id).execute();
  return existing.id;
}

async function upsertAuthor(trx: Transaction<Database>, author: SynthesisGraph["author"]): Promise<number> {
  const existing = await trx
    .selectFrom("authors")
    .select("id")
    .where("url", "=", author.url)
    .executeTakeFirst();
  if (!existing)
    return (await trx.insertInto("authors").values(author).returning("id").executeTakeFirstOrThrow()).id;
  await trx.updateTable("authors").set(author).where("id", "=", existing.id).execute();
  return existing.id;
}

/** Name -> id maps of the reference data a document may name. */
export async function loadNameIndex(trx: Transaction<Database>) {
  const [reagents, solvents, named, groups] = await Promise.all([
    trx.selectFrom("reagents").select(["id", "name"]).execute(),
    trx.selectFrom("solvents").select(["id", "name"]).execute(),
    trx.selectFrom("named_reactions").select(["id", "url"]).execute(),
    trx.selectFrom("protecting_groups").select(["id", "url"]).execute(),
  ]);
  return {
    reagents: new Map(reagents.map((r) => [r.name, r.id])),
    solvents: new Map(solvents.map((r) => [r.name, r.id])),
    namedReactions: new Map(named.map((r) => [r.url, r.id])),
    protectingGroups: new Map(groups.map((r) => [r.url, r.id])),
  };
}
export type NameIndex = Awaited<ReturnType<typeof loadNameIndex>>;
