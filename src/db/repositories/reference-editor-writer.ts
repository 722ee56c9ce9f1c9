import type { Kysely } from "kysely";
import type { PublishedUse } from "../../domain/lookup-usage.ts";
import type { Database } from "../schema.ts";
import { synthesisUses } from "./synthesis-uses.ts";

/**
 * Writes of the named-reaction and protecting-group editors (docs/decisions/reference-data/0029-named-reaction-and-protecting-group-editors.md "Named reaction and
 * protecting group editors") and the reads they check first; called by the commands inside their
 * transaction.
 */

export type ReferenceKind = "named_reaction" | "protecting_group";

const TABLE = { named_reaction: "named_reactions", protecting_group: "protecting_groups" } as const;
const REDIRECTS = {
  named_reaction: "named_reaction_url_redirects",
  protecting_group: "protecting_group_url_redirects",
} as const;
const OWNER = { named_reaction: "named_reaction_id", protecting_group: "protecting_group_id" } as const;

// ---- Names, urls and redirects of both ----

// ---- Where an item is used ----

/** Names, urls, redirects and uses of named reactions and protecting groups, over one write's transaction. */
export function createReferenceEditorWriter(db: Kysely<Database>) {
  return {
    /** Every non-empty name of the kind (compared in code: SQLite's lower() knows only ASCII). */
    async referenceNames(kind: ReferenceKind) {
      return db.selectFrom(TABLE[kind]).select(["id", "name"]).where("name", "<>", "").execute();
    },
    /** Current and former urls starting with `prefix` (slugs hold no LIKE wildcards), with their owner. */
    async referenceUrlsLike(kind: ReferenceKind, prefix: string) {
      const [live, old] = await Promise.all([
        db.selectFrom(TABLE[kind]).select(["url", "id"]).where("url", "like", `${prefix}%`).execute(),
        db
          .selectFrom(REDIRECTS[kind])
          .select(["url", `${OWNER[kind]} as id` as "named_reaction_id as id"])
          .where("url", "like", `${prefix}%`)
          .execute(),
      ]);
      return [...live, ...old] as { url: string; id: number }[];
    },
    /** `oldUrl` keeps answering, with a redirect to the current url. */
    async addReferenceRedirect(kind: ReferenceKind, oldUrl: string, id: number) {
      if (kind === "named_reaction") {
        await db
          .insertInto("named_reaction_url_redirects")
          .values({ url: oldUrl, named_reaction_id: id })
          .execute();
      } else {
        await db
          .insertInto("protecting_group_url_redirects")
          .values({ url: oldUrl, protecting_group_id: id })
          .execute();
      }
    },
    /** A url that becomes current again is no longer a redirect. */
    async removeReferenceRedirect(kind: ReferenceKind, url: string) {
      await db.deleteFrom(REDIRECTS[kind]).where("url", "=", url).execute();
    },
    /**
     * The syntheses (published or unpublished: their rows would lose the link) whose reactions link the
     * item, or, for a named reaction, whose references cite it; oldest first.
     */
    async referenceUses(kind: ReferenceKind, id: number): Promise<PublishedUse[]> {
      const rows = await synthesisUses(db)
        .where((eb) => {
          const linked =
            kind === "named_reaction"
              ? eb.exists(
                  eb
                    .selectFrom("parts as p")
                    .innerJoin("reactions as r", "r.part_id", "p.id")
                    .innerJoin("reaction_named_reaction as l", "l.reaction_id", "r.id")
                    .select("r.id")
                    .whereRef("p.synthesis_id", "=", "s.id")
                    .where("l.named_reaction_id", "=", id),
                )
              : eb.exists(
                  eb
                    .selectFrom("parts as p")
                    .innerJoin("reactions as r", "r.part_id", "p.id")
                    .innerJoin("protecting_group_reaction as l", "l.reaction_id", "r.id")
                    .select("r.id")
                    .whereRef("p.synthesis_id", "=", "s.id")
                    .where("l.protecting_group_id", "=", id),
                );
          if (kind === "protecting_group") return linked;
          return eb.or([
            linked,
            eb.exists(
              eb
                .selectFrom("references as ref")
                .select("ref.id")
                .whereRef("ref.synthesis_id", "=", "s.id")
                .where("ref.named_reaction_id", "=", id),
            ),
          ]);
        })
        .execute();
      return rows.map((r) => ({ molecule: r.molecule, lastName: r.lastName, year: r.year }));
    },
  };
}
