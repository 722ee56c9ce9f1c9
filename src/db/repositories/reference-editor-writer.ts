import type { Transaction } from "kysely";
import type { PublishedUse } from "../../domain/lookup-usage.ts";
import type { Database } from "../schema.ts";
import { overHandle } from "./over-handle.ts";
import { synthesisUses } from "./synthesis-uses.ts";

type Trx = Transaction<Database>;

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

/** Every non-empty name of the kind (compared in code: SQLite's lower() knows only ASCII). */
async function referenceNames(trx: Trx, kind: ReferenceKind) {
  return trx.selectFrom(TABLE[kind]).select(["id", "name"]).where("name", "<>", "").execute();
}

/** Current and former urls starting with `prefix` (slugs hold no LIKE wildcards), with their owner. */
async function referenceUrlsLike(trx: Trx, kind: ReferenceKind, prefix: string) {
  const [live, old] = await Promise.all([
    trx.selectFrom(TABLE[kind]).select(["url", "id"]).where("url", "like", `${prefix}%`).execute(),
    trx
      .selectFrom(REDIRECTS[kind])
      .select(["url", `${OWNER[kind]} as id` as "named_reaction_id as id"])
      .where("url", "like", `${prefix}%`)
      .execute(),
  ]);
  return [...live, ...old] as { url: string; id: number }[];
}

/** `oldUrl` keeps answering, with a redirect to the current url. */
async function addReferenceRedirect(trx: Trx, kind: ReferenceKind, oldUrl: string, id: number) {
  if (kind === "named_reaction") {
    await trx
      .insertInto("named_reaction_url_redirects")
      .values({ url: oldUrl, named_reaction_id: id })
      .execute();
  } else {
    await trx
      .insertInto("protecting_group_url_redirects")
      .values({ url: oldUrl, protecting_group_id: id })
      .execute();
  }
}

/** A url that becomes current again is no longer a redirect. */
async function removeReferenceRedirect(trx: Trx, kind: ReferenceKind, url: string) {
  await trx.deleteFrom(REDIRECTS[kind]).where("url", "=", url).execute();
}

// ---- Where an item is used ----

/**
 * The syntheses (published or unpublished: their rows would lose the link) whose reactions link the
 * item, or, for a named reaction, whose references cite it; oldest first.
 */
async function referenceUses(trx: Trx, kind: ReferenceKind, id: number): Promise<PublishedUse[]> {
  const rows = await synthesisUses(trx)
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
}

/** Names, urls, redirects and uses of named reactions and protecting groups, over one write's transaction. */
export function createReferenceEditorWriter(trx: Trx) {
  return overHandle(trx, {
    referenceNames,
    referenceUrlsLike,
    addReferenceRedirect,
    removeReferenceRedirect,
    referenceUses,
  });
}
