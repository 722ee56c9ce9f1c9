import type { Insertable, Kysely } from "kysely";
import type { ReferenceDoc } from "../../domain/synthesis-document.ts";
import type {
  AuthorsTable,
  Database,
  NewChemical,
  NewMolecule,
  NewReaction,
  NewSynthesis,
} from "../schema.ts";
import { referenceRowValues } from "./reference-rows.ts";
import {
  deleteSynthesisFingerprints,
  type FingerprintOwner,
  type FingerprintValues,
  putStructureFingerprints,
} from "./structure-fingerprints.ts";
import { type MolblockValues, putStructureMolblocks } from "./structure-molblocks.ts";
import { synthesisImageFiles } from "./synthesis-image-files.ts";
import { loadNameIndex, type ReferenceNames } from "./synthesis-name-index.ts";

/** Rows of one synthesis, resolved to ids, ready to insert (built by the publish command). */
export interface SynthesisGraph {
  molecule: NewMolecule;
  author: Insertable<AuthorsTable>;
  /** The synthesis row but for the ids and timestamps the insert fills in. */
  synthesis: Omit<NewSynthesis, "molecule_id" | "author_id" | "created_at" | "updated_at">;
  references: ReferenceDoc[];
  parts: {
    number: number;
    comment: string;
    reactions: {
      row: Omit<NewReaction, "part_id">;
      chemicals: Omit<NewChemical, "reaction_id">[];
      reagents: { reagent_id: number; stage: number; amount?: number | null; amount_unit?: string | null }[];
      solventIds: number[];
      namedReactionIds: number[];
      protectingGroups: { protecting_group_id: number; type: "protection" | "deprotection" }[];
      /** Named after the synthesis id, so it is known only during the insert. */
      specialReagentFile?: (synthesisId: number) => string;
      /** A drawn special reagent's SMILES (kept only with its fingerprints). */
      specialReagentSmiles?: string | null;
    }[];
  }[];
  /** Structure-search fingerprints by SMILES, written with the rows that carry each SMILES. */
  fingerprints?: ReadonlyMap<string, FingerprintValues>;
  /** The bulk downloads' molblocks by SMILES (migration 0024), stored once per SMILES. */
  molblocks?: ReadonlyMap<string, MolblockValues>;
}

const now = () => new Date().toISOString();

type ReferenceTypes = readonly { display: string; type: "standard" | "original" | "review" }[];

/** References, parts, reactions and their links of one synthesis (the rows a revision replaces). */
async function insertSynthesisContent(
  trx: Kysely<Database>,
  synthesisId: number,
  graph: SynthesisGraph,
  formerReferences: ReferenceTypes,
): Promise<void> {
  // A reference kept through a revision keeps its type (the document does not carry it).
  const typeOf = new Map(formerReferences.map((r) => [r.display, r.type]));
  if (graph.references.length) {
    await trx
      .insertInto("references")
      .values(
        graph.references.map((r, position) => ({
          ...referenceRowValues(r),
          synthesis_id: synthesisId,
          type: typeOf.get(r.display) ?? ("standard" as const),
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
      await insertReactionLinks(trx, reactionId, reaction, graph.fingerprints);
    }
  }
}

async function insertReactionLinks(
  trx: Kysely<Database>,
  reactionId: number,
  reaction: SynthesisGraph["parts"][number]["reactions"][number],
  fingerprints: SynthesisGraph["fingerprints"],
): Promise<void> {
  const owners: FingerprintOwner[] = [];
  if (reaction.chemicals.length) {
    const inserted = await trx
      .insertInto("chemicals")
      .values(reaction.chemicals.map((c) => ({ ...c, reaction_id: reactionId })))
      .returning(["id", "smiles"])
      .execute();
    for (const { id, smiles } of inserted) {
      const values = smiles ? fingerprints?.get(smiles) : undefined;
      if (smiles && values) owners.push({ kind: "chemical", ownerId: id, smiles, values });
    }
  }
  const special = reaction.specialReagentSmiles;
  const values = special ? fingerprints?.get(special) : undefined;
  if (special && values)
    owners.push({ kind: "special_reagent", ownerId: reactionId, smiles: special, values });
  await putStructureFingerprints(trx, owners);
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

/** The target's fingerprints, when the document draws it from a SMILES. */
async function putMoleculeFingerprint(trx: Kysely<Database>, moleculeId: number, graph: SynthesisGraph) {
  const smiles = graph.molecule.smiles;
  const values = smiles ? graph.fingerprints?.get(smiles) : undefined;
  if (smiles && values) {
    await putStructureFingerprints(trx, [{ kind: "molecule", ownerId: moleculeId, smiles, values }]);
  }
}

async function upsertMolecule(trx: Kysely<Database>, molecule: NewMolecule): Promise<number> {
  const existing = await trx
    .selectFrom("molecules")
    .select("id")
    .where("structure", "=", molecule.structure)
    .executeTakeFirst();
  if (!existing) {
    return (await trx.insertInto("molecules").values(molecule).returning("id").executeTakeFirstOrThrow()).id;
  }
  // Without a SMILES the document names a molecule by its image: keep the row's image and formula
  // (a molecule made from an upload has its formula typed in, POST /api/molecules).
  if (!molecule.smiles) {
    await trx.updateTable("molecules").set({ name: molecule.name }).where("id", "=", existing.id).execute();
    return existing.id;
  }
  await trx.updateTable("molecules").set(molecule).where("id", "=", existing.id).execute();
  return existing.id;
}

async function upsertAuthor(trx: Kysely<Database>, author: SynthesisGraph["author"]): Promise<number> {
  const existing = await trx
    .selectFrom("authors")
    .select("id")
    .where("url", "=", author.url)
    .executeTakeFirst();
  if (existing) {
    await trx.updateTable("authors").set(author).where("id", "=", existing.id).execute();
    return existing.id;
  }
  // A document written before an editor changed the author's url names the author by the old one.
  const moved = await trx
    .selectFrom("author_url_redirects")
    .select("author_id")
    .where("url", "=", author.url)
    .executeTakeFirst();
  if (moved) {
    const { first_name, last_name } = author;
    await trx
      .updateTable("authors")
      .set({ first_name, last_name })
      .where("id", "=", moved.author_id)
      .execute();
    return moved.author_id;
  }
  return (await trx.insertInto("authors").values(author).returning("id").executeTakeFirstOrThrow()).id;
}

/** The rows of one synthesis written, and what a write reads first, over one write's transaction. */
export function createSynthesisWriter(db: Kysely<Database>) {
  return {
    /** Inserts one synthesis graph; upserts its molecule (by structure) and author (by url). */
    async insertSynthesisGraph(graph: SynthesisGraph): Promise<number> {
      const moleculeId = await upsertMolecule(db, graph.molecule);
      await putMoleculeFingerprint(db, moleculeId, graph);
      await putStructureMolblocks(db, graph.molblocks);
      const authorId = await upsertAuthor(db, graph.author);
      const stamp = now();
      const { id: synthesisId } = await db
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

      await insertSynthesisContent(db, synthesisId, graph, []);
      return synthesisId;
    },
    /**
     * Replaces the rows of a published synthesis in place (a revision): the synthesis row keeps its id,
     * creation time, submitter, version and publication state; its references, parts, reactions and
     * their links are deleted and inserted again from the graph. Call inside the revision's transaction.
     */
    async replaceSynthesisGraph(synthesisId: number, graph: SynthesisGraph): Promise<void> {
      const moleculeId = await upsertMolecule(db, graph.molecule);
      await putMoleculeFingerprint(db, moleculeId, graph);
      await putStructureMolblocks(db, graph.molblocks);
      const authorId = await upsertAuthor(db, graph.author);
      const { submitter_name: _keptName, submitter_user_id: _keptUser, ...fields } = graph.synthesis;
      await db
        .updateTable("syntheses")
        .set({ ...fields, molecule_id: moleculeId, author_id: authorId, updated_at: now() })
        .where("id", "=", synthesisId)
        .execute();
      const formerReferences = await db
        .selectFrom("references")
        .select(["display", "type"])
        .where("synthesis_id", "=", synthesisId)
        .execute();
      await db.deleteFrom("references").where("synthesis_id", "=", synthesisId).execute();
      const parts = db.selectFrom("parts").select("id").where("synthesis_id", "=", synthesisId);
      const reactions = db.selectFrom("reactions").select("id").where("part_id", "in", parts);
      await deleteSynthesisFingerprints(db, synthesisId);
      for (const table of [
        "chemicals",
        "reaction_reagent",
        "reaction_solvent",
        "reaction_named_reaction",
        "protecting_group_reaction",
      ] as const) {
        await db.deleteFrom(table).where("reaction_id", "in", reactions).execute();
      }
      await db.deleteFrom("reactions").where("part_id", "in", parts).execute();
      await db.deleteFrom("parts").where("synthesis_id", "=", synthesisId).execute();
      await insertSynthesisContent(db, synthesisId, graph, formerReferences);
    },
    synthesisImageFiles(synthesisId: number): Promise<Set<string>> {
      return synthesisImageFiles(db, synthesisId);
    },
    loadNameIndex(wanted: ReferenceNames) {
      return loadNameIndex(db, wanted);
    },
  };
}
