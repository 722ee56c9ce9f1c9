import type { Kysely } from "kysely";
import type { Database, StructureFingerprintsTable } from "../schema.ts";
import { publishedSynthesis } from "./visibility.ts";

export type StructureKind = StructureFingerprintsTable["kind"];

/** The values computed by RDKit for one structure (server/structures/fingerprints.ts). */
export interface FingerprintValues {
  canonical: string;
  heavyAtoms: number;
  pattern: Uint8Array;
  morgan: Uint8Array;
  toolkit: string;
}

export interface FingerprintOwner {
  kind: StructureKind;
  ownerId: number;
  smiles: string;
  values: FingerprintValues;
}

/** Writes (or replaces) the fingerprint rows of the given owners inside the caller's transaction. */
/** The table row of one owner's fingerprints (shared by the writes and the start's backfill). */
export function fingerprintRow(owner: FingerprintOwner) {
  return {
    kind: owner.kind,
    owner_id: owner.ownerId,
    smiles: owner.smiles,
    canonical: owner.values.canonical,
    heavy_atoms: owner.values.heavyAtoms,
    pattern_fp: owner.values.pattern,
    morgan_fp: owner.values.morgan,
    toolkit: owner.values.toolkit,
  };
}

export async function putStructureFingerprints(
  trx: Kysely<Database>,
  owners: readonly FingerprintOwner[],
): Promise<void> {
  if (owners.length === 0) return;
  await trx
    .insertInto("structure_fingerprints")
    .values(owners.map(fingerprintRow))
    .onConflict((oc) =>
      oc.columns(["kind", "owner_id"]).doUpdateSet((eb) => ({
        smiles: eb.ref("excluded.smiles"),
        canonical: eb.ref("excluded.canonical"),
        heavy_atoms: eb.ref("excluded.heavy_atoms"),
        pattern_fp: eb.ref("excluded.pattern_fp"),
        morgan_fp: eb.ref("excluded.morgan_fp"),
        toolkit: eb.ref("excluded.toolkit"),
      })),
    )
    .execute();
}

/** Removes the rows of a synthesis's chemicals and reactions (before a revision deletes them). */
export async function deleteSynthesisFingerprints(trx: Kysely<Database>, synthesisId: number): Promise<void> {
  const reactions = trx
    .selectFrom("reactions")
    .select("reactions.id")
    .innerJoin("parts", "parts.id", "reactions.part_id")
    .where("parts.synthesis_id", "=", synthesisId);
  const chemicals = trx.selectFrom("chemicals").select("chemicals.id").where("reaction_id", "in", reactions);
  await trx
    .deleteFrom("structure_fingerprints")
    .where("kind", "=", "chemical")
    .where("owner_id", "in", chemicals)
    .execute();
  await trx
    .deleteFrom("structure_fingerprints")
    .where("kind", "=", "special_reagent")
    .where("owner_id", "in", reactions)
    .execute();
}

/** The rows the in-process structure index is built from: public structures only. */
export function createStructureSourceRepository(db: Kysely<Database>) {
  const publicSyntheses = db.selectFrom("syntheses").select("id").where(publishedSynthesis("syntheses"));
  return {
    fingerprints: () =>
      db
        .selectFrom("structure_fingerprints")
        .select([
          "id",
          "kind",
          "owner_id",
          "smiles",
          "canonical",
          "heavy_atoms",
          "pattern_fp",
          "morgan_fp",
          "toolkit",
        ])
        .execute(),
    /** Target molecules drawn from a SMILES with at least one public synthesis. */
    targets: () =>
      db
        .selectFrom("molecules")
        .select(["id", "name", "structure", "formula", "smiles"])
        .where("smiles", "is not", null)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("syntheses")
              .select("syntheses.id")
              .whereRef("syntheses.molecule_id", "=", "molecules.id")
              .where(publishedSynthesis("syntheses")),
          ),
        )
        .execute(),
    /** Substrates and products drawn from a SMILES, with where they appear. */
    chemicals: () =>
      db
        .selectFrom("chemicals as c")
        .innerJoin("reactions as r", "r.id", "c.reaction_id")
        .innerJoin("parts as p", "p.id", "r.part_id")
        .select(["c.id", "c.smiles", "c.name", "c.role", "r.step", "p.number as part", "p.synthesis_id"])
        .where("c.smiles", "is not", null)
        .where("p.synthesis_id", "in", publicSyntheses)
        .execute(),
    /** Reactions with a special reagent (its SMILES, when drawn, is in structure_fingerprints). */
    specialReagents: () =>
      db
        .selectFrom("reactions as r")
        .innerJoin("parts as p", "p.id", "r.part_id")
        .select(["r.id", "r.step", "p.number as part", "p.synthesis_id"])
        .where("r.has_special_reagent", "=", 1)
        .where("p.synthesis_id", "in", publicSyntheses)
        .execute(),
    /** Public syntheses with what a result names them by. */
    syntheses: () =>
      db
        .selectFrom("syntheses as s")
        .innerJoin("molecules as m", "m.id", "s.molecule_id")
        .innerJoin("authors as a", "a.id", "s.author_id")
        .select([
          "s.id",
          "s.molecule_id",
          "s.year",
          "m.name as molecule",
          "a.first_name",
          "a.last_name",
          "a.url as author_url",
        ])
        .where(publishedSynthesis("s"))
        .execute(),
  };
}

export type StructureSourceRepository = ReturnType<typeof createStructureSourceRepository>;

/** The structure-search rows written with the rows that carry each SMILES, over one write's transaction. */
export function createStructureFingerprintWriter(db: Kysely<Database>) {
  return {
    putStructureFingerprints(owners: readonly FingerprintOwner[]): Promise<void> {
      return putStructureFingerprints(db, owners);
    },
    /** Removes the fingerprint rows of owners that are deleted or lose their SMILES. */
    async deleteStructureFingerprints(kind: StructureKind, ownerIds: readonly number[]): Promise<void> {
      if (ownerIds.length === 0) return;
      await db
        .deleteFrom("structure_fingerprints")
        .where("kind", "=", kind)
        .where("owner_id", "in", ownerIds)
        .execute();
    },
    deleteSynthesisFingerprints(synthesisId: number): Promise<void> {
      return deleteSynthesisFingerprints(db, synthesisId);
    },
  };
}
