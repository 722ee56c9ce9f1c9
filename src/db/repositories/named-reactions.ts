import type { Kysely } from "kysely";
import type { NamedReactionEditorItem, NamedReactionPage, SampleReaction } from "../../domain/views.ts";
import type { Database, NamedReaction } from "../schema.ts";
import { groupBy } from "./chunks.ts";
import { loadReactions } from "./reaction-details.ts";
import { REFERENCE_COLUMNS, referenceFromRow } from "./reference-rows.ts";
import { pendingFlag, publishedSynthesis, type Viewer, visibleTo } from "./visibility.ts";

/**
 * Named reactions. Every read is public (no pending reaction) unless a `viewer` is given: then that
 * viewer's pending reactions too (visibility.ts).
 */
export function createNamedReactionRepository(db: Kysely<Database>) {
  /** A page's reaction: named, and visible to `viewer`. */
  const shown = (viewer?: Viewer) =>
    db
      .selectFrom("named_reactions")
      .selectAll()
      .where("name", "<>", "")
      .where(visibleTo(viewer, "named_reactions"));
  return {
    /** Named ones only; the editor (`includeNameless`) also gets unnamed ones and what each lacks. */
    async list(
      options: { includeNameless?: boolean; viewer?: Viewer } = {},
    ): Promise<NamedReactionEditorItem[]> {
      if (options.includeNameless) {
        const rows = await db
          .selectFrom("named_reactions")
          .select(["id", "name", "url", "short_description", "description", "scheme_filename", "pending"])
          .where(visibleTo(options.viewer, "named_reactions"))
          .orderBy("name")
          .execute();
        return rows.map(({ description, scheme_filename, pending, ...row }) => ({
          ...row,
          incomplete: !description?.trim() || !scheme_filename,
          ...pendingFlag(options.viewer, pending),
        }));
      }
      return db
        .selectFrom("named_reactions")
        .select(["id", "name", "url", "short_description"])
        .where("name", "<>", "")
        .where(visibleTo(options.viewer, "named_reactions"))
        .orderBy("name")
        .execute();
    },
    async findByUrl(url: string, viewer?: Viewer) {
      const row = await shown(viewer).where("url", "=", url).executeTakeFirst();
      return row && this.complete(row);
    },
    async findById(id: number, viewer?: Viewer) {
      const row = await shown(viewer).where("id", "=", id).executeTakeFirst();
      return row && this.complete(row);
    },
    /** The current url of a reaction that once had `url` (an editor changed it), if any. */
    async currentUrlFor(url: string, viewer?: Viewer): Promise<string | undefined> {
      const row = await db
        .selectFrom("named_reaction_url_redirects as r")
        .innerJoin("named_reactions as n", "n.id", "r.named_reaction_id")
        .select("n.url")
        .where("r.url", "=", url)
        .where("n.name", "<>", "")
        .where(visibleTo(viewer, "n"))
        .executeTakeFirst();
      return row?.url;
    },
    /** Adds synonyms, references split by type, and the sample reactions of published syntheses. */
    async complete(row: NamedReaction): Promise<NamedReactionPage> {
      const [synonyms, references, links] = await Promise.all([
        db
          .selectFrom("named_reaction_synonyms")
          .select(["id", "synonym"])
          .where("named_reaction_id", "=", row.id)
          .orderBy("id")
          .execute(),
        db
          .selectFrom("references")
          .select(["id", "type", ...REFERENCE_COLUMNS])
          .where("named_reaction_id", "=", row.id)
          .orderBy("position")
          .orderBy("id")
          .execute()
          .then((rows) => rows.map((r) => ({ id: r.id, type: r.type, ...referenceFromRow(r) }))),
        db
          .selectFrom("reaction_named_reaction as rn")
          .innerJoin("reactions as r", "r.id", "rn.reaction_id")
          .innerJoin("parts as p", "p.id", "r.part_id")
          .innerJoin("syntheses as s", "s.id", "p.synthesis_id")
          .select(["rn.reaction_id", "p.synthesis_id"])
          .where("rn.named_reaction_id", "=", row.id)
          .where(publishedSynthesis("s"))
          .orderBy("p.synthesis_id")
          .orderBy("p.number")
          .orderBy("r.step")
          .execute(),
      ]);
      const {
        scheme_smiles: _drawnFrom,
        mechanism_smiles: _mechanismFrom,
        image_width,
        image_height,
        pending,
        ...fields
      } = row;
      const byType = groupBy(references, (r) => r.type);
      return {
        ...fields,
        ...(Number(pending) ? { pending: true as const } : {}),
        scheme_width: image_width,
        scheme_height: image_height,
        synonyms,
        original_references: byType.get("original") ?? [],
        review_references: byType.get("review") ?? [],
        reactions: await withSynthesisIds(db, links),
      };
    },
  };
}

/** Loads reactions in the order of `links` and tags each with its synthesis id. */
export async function withSynthesisIds(
  db: Kysely<Database>,
  links: readonly { reaction_id: number; synthesis_id: number }[],
): Promise<SampleReaction[]> {
  const reactions = new Map(
    (
      await loadReactions(
        db,
        links.map((l) => l.reaction_id),
      )
    ).map((r) => [r.id, r]),
  );
  return links.flatMap((link) => {
    const reaction = reactions.get(link.reaction_id);
    return reaction ? [{ ...reaction, part: { synthesis: { id: link.synthesis_id } } }] : [];
  });
}

export type NamedReactionRepository = ReturnType<typeof createNamedReactionRepository>;
