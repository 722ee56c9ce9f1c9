import type { Kysely } from "kysely";
import type {
  ChemicalDoc,
  ReactionDoc,
  ReferenceDoc,
  SynthesisDocument,
} from "../../domain/synthesis-document.ts";
import type { Database } from "../schema.ts";
import { groupBy } from "./chunks.ts";
import { amountFromColumns, recordsFromColumns } from "./reaction-record-columns.ts";
import { REFERENCE_COLUMNS, referenceFromRow } from "./reference-rows.ts";

/** A published synthesis read back as a Synthesis document, with the version the editor opened. */
export interface PublishedDocument {
  id: number;
  version: number;
  /** When an editor took it off the public site; null while it is public. */
  unpublished_at: string | null;
  document: SynthesisDocument;
}

type Type1 = SynthesisDocument["type_1"];
type Type2 = SynthesisDocument["type_2"];

/**
 * The mapping from the published rows back to the Synthesis document (issue 15 point 5), the
 * inverse of the publish command (api/shared/synthesis-writing/publish-synthesis.ts). Reference data is named the way
 * the document names it: reagents and solvents by name, named reactions and protecting groups by
 * url. What the rows do not keep cannot come back:
 * - a drawn special reagent is stored only as its image file (`{id}-{part}-{step}-sr.svg`), so it
 *   comes back as that file with no name and no SMILES;
 * - protecting-group links have no position, so they come back sorted by url, then type;
 * - reference types (standard, original, review) are not part of the document.
 * Values the publish command derives (formula, carbon count, image sizes, step and part counts,
 * chemical file names of drawn structures) are left out, as the document does not carry them.
 */
export function createSynthesisDocumentReader(db: Kysely<Database>) {
  return {
    async read(id: number): Promise<PublishedDocument | undefined> {
      const head = await db
        .selectFrom("syntheses as s")
        .innerJoin("molecules as m", "m.id", "s.molecule_id")
        .innerJoin("authors as a", "a.id", "s.author_id")
        .select([
          "s.id",
          "s.version",
          "s.unpublished_at",
          "s.year",
          "s.type_1",
          "s.type_2",
          "s.supp_steps",
          "s.comment",
          "s.submitter_name",
          "m.name as molecule_name",
          "m.structure",
          "m.smiles as molecule_smiles",
          "a.first_name",
          "a.last_name",
          "a.url as author_url",
        ])
        .where("s.id", "=", id)
        .executeTakeFirst();
      if (!head) return undefined;

      const [references, parts] = await Promise.all([
        db
          .selectFrom("references")
          .select(REFERENCE_COLUMNS)
          .where("synthesis_id", "=", id)
          .orderBy("position")
          .orderBy("id")
          .execute(),
        // Ids follow the insert order, which is the document's order.
        db
          .selectFrom("parts")
          .select(["id", "number", "comment"])
          .where("synthesis_id", "=", id)
          .orderBy("id")
          .execute(),
      ]);
      const reactions = parts.length
        ? await db
            .selectFrom("reactions")
            .selectAll()
            .where(
              "part_id",
              "in",
              parts.map((p) => p.id),
            )
            .orderBy("id")
            .execute()
        : [];
      const reactionIds = reactions.map((r) => r.id);
      const none = Promise.resolve([]);
      const [chemicals, reagents, solvents, named, groups] = await Promise.all([
        reactionIds.length
          ? db
              .selectFrom("chemicals")
              .select([
                "reaction_id",
                "role",
                "position",
                "name",
                "smiles",
                "filename",
                "extension",
                "coefficient",
              ])
              .where("reaction_id", "in", reactionIds)
              .orderBy("reaction_id")
              .orderBy("role")
              .orderBy("position")
              .execute()
          : none,
        reactionIds.length
          ? db
              .selectFrom("reaction_reagent as rr")
              .innerJoin("reagents as g", "g.id", "rr.reagent_id")
              .select(["rr.reaction_id", "g.name", "rr.stage", "rr.amount", "rr.amount_unit"])
              .where("rr.reaction_id", "in", reactionIds)
              .orderBy("rr.reaction_id")
              .orderBy("rr.position")
              .execute()
          : none,
        reactionIds.length
          ? db
              .selectFrom("reaction_solvent as rs")
              .innerJoin("solvents as v", "v.id", "rs.solvent_id")
              .select(["rs.reaction_id", "v.name"])
              .where("rs.reaction_id", "in", reactionIds)
              .orderBy("rs.reaction_id")
              .orderBy("rs.position")
              .execute()
          : none,
        reactionIds.length
          ? db
              .selectFrom("reaction_named_reaction as rn")
              .innerJoin("named_reactions as n", "n.id", "rn.named_reaction_id")
              .select(["rn.reaction_id", "n.url"])
              .where("rn.reaction_id", "in", reactionIds)
              .orderBy("rn.reaction_id")
              .orderBy("rn.position")
              .execute()
          : none,
        reactionIds.length
          ? db
              .selectFrom("protecting_group_reaction as pr")
              .innerJoin("protecting_groups as p", "p.id", "pr.protecting_group_id")
              .select(["pr.reaction_id", "p.url", "pr.type"])
              .where("pr.reaction_id", "in", reactionIds)
              .orderBy("pr.reaction_id")
              .orderBy("p.url")
              .orderBy("pr.type")
              .execute()
          : none,
      ]);

      const byReaction = <T extends { reaction_id: number }>(rows: T[]) => {
        const groups = groupBy(rows, (row) => row.reaction_id);
        return (reactionId: number) => groups.get(reactionId) ?? [];
      };
      const chemicalsOf = byReaction(chemicals);
      const reagentsOf = byReaction(reagents);
      const solventsOf = byReaction(solvents);
      const namedOf = byReaction(named);
      const groupsOf = byReaction(groups);

      const chemical = (c: (typeof chemicals)[number]): ChemicalDoc =>
        // A drawn structure's file name derives from its SMILES (synthesis-graph.ts fileNameFor).
        c.smiles
          ? { name: c.name, smiles: c.smiles }
          : {
              name: c.name,
              smiles: null,
              filename: c.filename,
              extension: c.extension === "svg" ? "svg" : "png",
            };
      const specialReagent = (r: (typeof reactions)[number]): ChemicalDoc | null => {
        if (!r.has_special_reagent || !r.special_reagent) return null;
        const dot = r.special_reagent.lastIndexOf(".");
        const ext = dot >= 0 ? r.special_reagent.slice(dot + 1) : "png";
        return {
          name: null,
          smiles: null,
          filename: dot >= 0 ? r.special_reagent.slice(0, dot) : r.special_reagent,
          extension: ext === "svg" ? "svg" : "png",
        };
      };
      const reaction = (r: (typeof reactions)[number]): ReactionDoc => {
        const own = chemicalsOf(r.id);
        return {
          step: r.step,
          substrates: own
            .filter((c) => c.role === "substrate")
            .map((c) => ({ ...chemical(c), coefficient: c.coefficient })),
          products: own.filter((c) => c.role === "product").map(chemical),
          reagents: reagentsOf(r.id).map((g) => ({
            name: g.name,
            stage: g.stage,
            amount: amountFromColumns(g),
          })),
          solvents: solventsOf(r.id).map((s) => s.name),
          temperature: r.temperature,
          time: r.time,
          yield: r.yield,
          selectivity: r.selectivity,
          special_condition: r.special_condition,
          special_reagent: specialReagent(r),
          named_reactions: namedOf(r.id).map((n) => n.url),
          protecting_groups: groupsOf(r.id).map((p) => ({ url: p.url, type: p.type })),
          comment: r.comment,
          ...recordsFromColumns(r),
        };
      };

      const document: SynthesisDocument = {
        molecule: { name: head.molecule_name, structure: head.structure, smiles: head.molecule_smiles },
        author: { firstName: head.first_name, lastName: head.last_name, url: head.author_url },
        year: head.year,
        type_1: head.type_1 as Type1,
        type_2: head.type_2 as Type2,
        supp_steps: head.supp_steps,
        comment: head.comment,
        submitter: head.submitter_name,
        references: references.map((r): ReferenceDoc => referenceFromRow(r)),
        parts: parts.map((p) => ({
          number: p.number,
          comment: p.comment,
          reactions: reactions.filter((r) => r.part_id === p.id).map(reaction),
        })),
      };
      return { id: head.id, version: head.version, unpublished_at: head.unpublished_at, document };
    },
  };
}
export type SynthesisDocumentReader = ReturnType<typeof createSynthesisDocumentReader>;
