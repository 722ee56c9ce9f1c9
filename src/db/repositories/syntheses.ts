import type { Kysely } from "kysely";
import { withRouteNumbers } from "../../domain/route-view.ts";
import type { SynthesisSummary, SynthesisView } from "../../domain/views.ts";
import type { Database } from "../schema.ts";
import { groupBy } from "./chunks.ts";
import { MOLECULE_PICTURE_COLUMNS, moleculePicture } from "./molecule-picture.ts";
import { loadProtectingGroupLinks, loadReactions } from "./reaction-details.ts";
import { REFERENCE_COLUMNS, referenceFromRow } from "./reference-rows.ts";
import { publishedSynthesis } from "./visibility.ts";

export function createSynthesisRepository(db: Kysely<Database>) {
  /** Every stored synthesis, unpublished ones too (seeding and editors). */
  const allSummaries = () =>
    db
      .selectFrom("syntheses as s")
      .innerJoin("molecules as m", "m.id", "s.molecule_id")
      .innerJoin("authors as a", "a.id", "s.author_id")
      .select([
        "s.id",
        "s.year",
        "s.type_1",
        "s.type_2",
        "s.supp_steps",
        "s.comment",
        "s.number_of_steps",
        "s.number_of_parts",
        "s.created_at",
        "s.submitter_name",
        "m.id as molecule_id",
        "m.name as molecule_name",
        ...MOLECULE_PICTURE_COLUMNS,
        "a.id as author_id",
        "a.first_name",
        "a.last_name",
        "a.url as author_url",
      ]);
  /** Public reads: a synthesis an editor unpublished is on no page, list or count. */
  const summaries = () => allSummaries().where(publishedSynthesis("s"));
  type Row = Awaited<ReturnType<ReturnType<typeof summaries>["execute"]>>[number];
  const toSummary = (r: Row): SynthesisSummary => ({
    id: r.id,
    year: r.year,
    type_1: r.type_1,
    type_2: r.type_2,
    supp_steps: r.supp_steps,
    comment: r.comment,
    number_of_steps: r.number_of_steps,
    number_of_parts: r.number_of_parts,
    created_at: r.created_at,
    molecule: {
      id: r.molecule_id,
      name: r.molecule_name,
      ...moleculePicture(r),
    },
    author: { id: r.author_id, firstName: r.first_name, lastName: r.last_name, url: r.author_url },
    submitter: r.submitter_name ? { name: r.submitter_name } : null,
  });

  return {
    async list(): Promise<SynthesisSummary[]> {
      return (await summaries().orderBy("s.id").execute()).map(toSummary);
    },
    async listByMolecule(moleculeId: number): Promise<SynthesisSummary[]> {
      const rows = await summaries()
        .where("s.molecule_id", "=", moleculeId)
        .orderBy("s.year")
        .orderBy("s.id")
        .execute();
      return rows.map(toSummary);
    },
    async listByAuthor(authorId: number): Promise<SynthesisSummary[]> {
      const rows = await summaries()
        .where("s.author_id", "=", authorId)
        .orderBy("s.year")
        .orderBy("s.id")
        .execute();
      return rows.map(toSummary);
    },
    async listByIds(ids: readonly number[]): Promise<SynthesisSummary[]> {
      if (ids.length === 0) return [];
      return (await summaries().where("s.id", "in", ids).execute()).map(toSummary);
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom("syntheses")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where(publishedSynthesis("syntheses"))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** The n-th synthesis (1-based) in ascending id order, as the synthesis of the week needs. */
    async nth(n: number): Promise<SynthesisSummary | undefined> {
      const row = await summaries()
        .orderBy("s.id")
        .limit(1)
        .offset(n - 1)
        .executeTakeFirst();
      return row && toSummary(row);
    },
    async recent(n: number): Promise<SynthesisSummary[]> {
      const rows = await summaries()
        .orderBy("s.created_at", "desc")
        .orderBy("s.id", "desc")
        .limit(n)
        .execute();
      return rows.map(toSummary);
    },
    /** Whether a synthesis of this molecule by this author in this year is stored (seeding skips it). */
    async exists(key: { structure: string; authorUrl: string; year: number }): Promise<boolean> {
      const row = await allSummaries()
        .where("m.structure", "=", key.structure)
        .where("a.url", "=", key.authorUrl)
        .where("s.year", "=", key.year)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** True when the synthesis exists but an editor unpublished it (its page answers 410). */
    async isUnpublished(id: number): Promise<boolean> {
      const row = await db
        .selectFrom("syntheses")
        .select("unpublished_at")
        .where("id", "=", id)
        .executeTakeFirst();
      return row !== undefined && row.unpublished_at !== null;
    },
    async findSummary(id: number): Promise<SynthesisSummary | undefined> {
      const row = await summaries().where("s.id", "=", id).executeTakeFirst();
      return row && toSummary(row);
    },
    /** The whole synthesis: summary, references and every part with its reactions in step order. */
    async find(id: number): Promise<SynthesisView | undefined> {
      const summary = await this.findSummary(id);
      if (!summary) return undefined;
      const [identifiers, references, parts] = await Promise.all([
        db
          .selectFrom("molecules")
          .select(["inchi", "inchikey"])
          .where("id", "=", summary.molecule.id)
          .executeTakeFirst(),
        db
          .selectFrom("references")
          .select(["id", "type", ...REFERENCE_COLUMNS])
          .where("synthesis_id", "=", id)
          .orderBy("position")
          .orderBy("id")
          .execute()
          .then((rows) => rows.map((r) => ({ id: r.id, type: r.type, ...referenceFromRow(r) }))),
        db
          .selectFrom("parts")
          .select(["id", "number", "comment"])
          .where("synthesis_id", "=", id)
          .orderBy("number")
          .execute(),
      ]);
      const reactionIds = parts.length
        ? (
            await db
              .selectFrom("reactions")
              .select("id")
              .where(
                "part_id",
                "in",
                parts.map((p) => p.id),
              )
              .execute()
          ).map((r) => r.id)
        : [];
      const [reactions, links] = await Promise.all([
        loadReactions(db, reactionIds),
        loadProtectingGroupLinks(db, reactionIds),
      ]);
      const byPart = groupBy(reactions, (r) => r.part_id);
      const linksBy = groupBy(links, (l) => l.reaction_id);
      return withRouteNumbers(
        {
          ...summary,
          molecule: {
            ...summary.molecule,
            inchi: identifiers?.inchi ?? null,
            inchiKey: identifiers?.inchikey ?? null,
          },
          references,
          parts: parts.map((p) => ({
            ...p,
            reactions: (byPart.get(p.id) ?? [])
              .sort((a, b) => a.step - b.step)
              .map((r) => ({ ...r, part: { synthesis: { id } } })),
          })),
        },
        (reactionId) => (linksBy.get(reactionId) ?? []).map((l) => l.type),
      );
    },
  };
}
export type SynthesisRepository = ReturnType<typeof createSynthesisRepository>;
