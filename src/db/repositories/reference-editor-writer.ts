import type { Transaction } from "kysely";
import type { PublishedUse } from "../../domain/lookup-usage.ts";
import type { Database } from "../schema.ts";

type Trx = Transaction<Database>;

/**
 * Writes of the named-reaction and protecting-group editors (docs/decisions.md "Named reaction and
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

// ---- Named reactions ----

export async function findNamedReactionRow(trx: Trx, id: number) {
  return trx.selectFrom("named_reactions").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function updateNamedReactionRow(
  trx: Trx,
  id: number,
  row: Partial<{
    name: string;
    url: string;
    short_description: string | null;
    description: string | null;
    /** The description rendered when it was saved (0016); pages show it as it is. */
    description_html: string | null;
    scheme_smiles: string | null;
    scheme_filename: string | null;
    scheme_extension: string | null;
    image_width: number | null;
    image_height: number | null;
    mechanism_smiles: string | null;
    mechanism_filename: string | null;
    mechanism_extension: string | null;
  }>,
) {
  if (Object.keys(row).length === 0) return;
  await trx.updateTable("named_reactions").set(row).where("id", "=", id).execute();
}

export async function replaceNamedReactionSynonyms(trx: Trx, id: number, synonyms: readonly string[]) {
  const current = await trx
    .selectFrom("named_reaction_synonyms")
    .select(["id", "synonym"])
    .where("named_reaction_id", "=", id)
    .execute();
  const wanted = new Set(synonyms);
  const stale = current.filter((s) => !wanted.has(s.synonym)).map((s) => s.id);
  if (stale.length) await trx.deleteFrom("named_reaction_synonyms").where("id", "in", stale).execute();
  const kept = new Set(current.map((s) => s.synonym));
  const added = synonyms.filter((s) => !kept.has(s));
  if (added.length) {
    await trx
      .insertInto("named_reaction_synonyms")
      .values(added.map((synonym) => ({ named_reaction_id: id, synonym })))
      .execute();
  }
}

export interface NamedReactionReferenceRow {
  display: string;
  doi: string | null;
  url: string | null;
}

/** Makes the reaction's references of `type` exactly `references`, in order. */
export async function replaceNamedReactionReferences(
  trx: Trx,
  id: number,
  type: "original" | "review",
  references: readonly NamedReactionReferenceRow[],
) {
  await trx
    .deleteFrom("references")
    .where("named_reaction_id", "=", id)
    .where("synthesis_id", "is", null)
    .where("type", "=", type)
    .execute();
  if (references.length) {
    await trx
      .insertInto("references")
      .values(
        references.map((r, position) => ({
          ...r,
          synthesis_id: null,
          named_reaction_id: id,
          type,
          position,
        })),
      )
      .execute();
  }
}

/** The reaction as the editor shows it: every field, with the SMILES the drawings came from. */
export async function namedReactionEditView(trx: Trx, id: number) {
  const row = await trx
    .selectFrom("named_reactions")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const [synonyms, references] = await Promise.all([
    trx
      .selectFrom("named_reaction_synonyms")
      .select(["id", "synonym"])
      .where("named_reaction_id", "=", id)
      .orderBy("id")
      .execute(),
    trx
      .selectFrom("references")
      .select(["id", "display", "doi", "url", "type"])
      .where("named_reaction_id", "=", id)
      .where("synthesis_id", "is", null)
      .orderBy("position")
      .orderBy("id")
      .execute(),
  ]);
  const { created_by: _owner, image_width, image_height, ...fields } = row;
  const strip = ({ type: _type, ...r }: (typeof references)[number]) => r;
  return {
    ...fields,
    scheme_width: image_width,
    scheme_height: image_height,
    synonyms,
    original_references: references.filter((r) => r.type === "original").map(strip),
    review_references: references.filter((r) => r.type === "review").map(strip),
    incomplete: !row.description?.trim() || !row.scheme_filename,
  };
}

/** The reaction, its synonyms, redirects and own references (the caller's transaction makes it one step). */
export async function deleteNamedReactionRow(trx: Trx, id: number) {
  await trx.deleteFrom("named_reaction_synonyms").where("named_reaction_id", "=", id).execute();
  await trx
    .deleteFrom("references")
    .where("named_reaction_id", "=", id)
    .where("synthesis_id", "is", null)
    .execute();
  await trx.deleteFrom("named_reaction_url_redirects").where("named_reaction_id", "=", id).execute();
  await trx.deleteFrom("named_reactions").where("id", "=", id).execute();
}

// ---- Protecting groups ----

export async function findProtectingGroupRow(trx: Trx, id: number) {
  return trx.selectFrom("protecting_groups").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertProtectingGroupRow(trx: Trx, name: string, url: string) {
  const { id } = await trx
    .insertInto("protecting_groups")
    // No image yet (an empty extension): the group stays off public pages until it is drawn.
    .values({ name, url, protected: "", protector: "", smiles: null, structure_extension: "" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateProtectingGroupRow(
  trx: Trx,
  id: number,
  row: Partial<{
    name: string;
    url: string;
    protected: string;
    protector: string;
    smiles: string | null;
    structure_filename: string | null;
    structure_extension: string;
    image_width: number | null;
    image_height: number | null;
  }>,
) {
  if (Object.keys(row).length === 0) return;
  await trx.updateTable("protecting_groups").set(row).where("id", "=", id).execute();
}

/** The group as the editor shows it, with its SMILES and image. */
export async function protectingGroupEditView(trx: Trx, id: number) {
  const row = await trx
    .selectFrom("protecting_groups")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return protectingGroupView(row);
}

export function protectingGroupView(row: {
  id: number;
  name: string;
  url: string;
  protected: string;
  protector: string;
  smiles: string | null;
  structure_filename: string | null;
  structure_extension: string;
  image_width: number | null;
  image_height: number | null;
}) {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    protected: row.protected,
    protector: row.protector,
    smiles: row.smiles,
    structure_filename:
      row.structure_extension === "" ? null : (row.structure_filename ?? `${row.url}-structure`),
    structure_extension: row.structure_extension,
    structure_width: row.image_width,
    structure_height: row.image_height,
  };
}

export async function deleteProtectingGroupRow(trx: Trx, id: number) {
  await trx.deleteFrom("protecting_group_url_redirects").where("protecting_group_id", "=", id).execute();
  await trx.deleteFrom("protecting_groups").where("id", "=", id).execute();
}

// ---- Names, urls and redirects of both ----

/** Every non-empty name of the kind (compared in code: SQLite's lower() knows only ASCII). */
export async function referenceNames(trx: Trx, kind: ReferenceKind) {
  return trx.selectFrom(TABLE[kind]).select(["id", "name"]).where("name", "<>", "").execute();
}

/** Current and former urls starting with `prefix` (slugs hold no LIKE wildcards), with their owner. */
export async function referenceUrlsLike(trx: Trx, kind: ReferenceKind, prefix: string) {
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
export async function addReferenceRedirect(trx: Trx, kind: ReferenceKind, oldUrl: string, id: number) {
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
export async function removeReferenceRedirect(trx: Trx, kind: ReferenceKind, url: string) {
  await trx.deleteFrom(REDIRECTS[kind]).where("url", "=", url).execute();
}

// ---- Where an item is used ----

/**
 * The syntheses (published or unpublished: their rows would lose the link) whose reactions link the
 * item, or, for a named reaction, whose references cite it; oldest first.
 */
export async function referenceUses(trx: Trx, kind: ReferenceKind, id: number): Promise<PublishedUse[]> {
  const rows = await trx
    .selectFrom("syntheses as s")
    .innerJoin("molecules as m", "m.id", "s.molecule_id")
    .innerJoin("authors as a", "a.id", "s.author_id")
    .select(["s.id", "m.name as molecule", "a.last_name as lastName", "s.year"])
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
    .orderBy("s.year")
    .orderBy("s.id")
    .execute();
  return rows.map((r) => ({ molecule: r.molecule, lastName: r.lastName, year: r.year }));
}
