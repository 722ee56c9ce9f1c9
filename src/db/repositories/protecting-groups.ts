import type { Kysely } from "kysely";
import type { ProtectingGroupEditorItem, SampleReaction } from "../../domain/views.ts";
import type { Database } from "../schema.ts";
import { withSynthesisIds } from "./named-reactions.ts";
import { publishedSynthesis } from "./visibility.ts";

const COLUMNS = [
  "id",
  "name",
  "url",
  "protected",
  "protector",
  "structure_extension",
  "structure_filename",
  "image_width",
  "image_height",
] as const;

export function createProtectingGroupRepository(db: Kysely<Database>) {
  /** The public's groups: those with a name and a structure. */
  const shown = () =>
    db
      .selectFrom("protecting_groups")
      .select(COLUMNS)
      .where("name", "<>", "")
      .where("structure_extension", "<>", "");
  return {
    /**
     * Groups with a name and a structure; the editor (`includeNameless`) gets every group with its
     * SMILES.
     */
    async list(options: { includeNameless?: boolean } = {}): Promise<ProtectingGroupEditorItem[]> {
      if (options.includeNameless) {
        const rows = await db
          .selectFrom("protecting_groups")
          .select([...COLUMNS, "smiles"])
          .orderBy("protected")
          .orderBy("name")
          .execute();
        return rows.map((row) => ({ ...withStructure(row), smiles: row.smiles }));
      }
      const rows = await shown().orderBy("protected").orderBy("name").execute();
      return rows.map(withStructure);
    },
    /** The current url of a group that once had `url` (an editor changed it), if any. */
    async currentUrlFor(url: string): Promise<string | undefined> {
      const row = await db
        .selectFrom("protecting_group_url_redirects as r")
        .innerJoin("protecting_groups as g", "g.id", "r.protecting_group_id")
        .select("g.url")
        .where("r.url", "=", url)
        .where("g.name", "<>", "")
        .where("g.structure_extension", "<>", "")
        .executeTakeFirst();
      return row?.url;
    },
    async findByUrl(url: string) {
      const row = await shown().where("url", "=", url).executeTakeFirst();
      if (!row) return undefined;
      const links = await db
        .selectFrom("protecting_group_reaction as pr")
        .innerJoin("reactions as r", "r.id", "pr.reaction_id")
        .innerJoin("parts as p", "p.id", "r.part_id")
        .innerJoin("syntheses as s", "s.id", "p.synthesis_id")
        .select(["pr.reaction_id", "pr.type", "p.synthesis_id"])
        .where("pr.protecting_group_id", "=", row.id)
        .where(publishedSynthesis("s"))
        .orderBy("p.synthesis_id")
        .orderBy("p.number")
        .orderBy("r.step")
        .execute();
      const reactions = await withSynthesisIds(db, links);
      const typeOf = new Map(links.map((l) => [l.reaction_id, l.type]));
      return {
        ...withStructure(row),
        reactions: reactions.map((r): SampleReaction & { pivot: { type: string } } => ({
          ...r,
          pivot: { type: typeOf.get(r.id) ?? "protection" },
        })),
      };
    },
  };
}

/**
 * The structure image is `{url}-structure.{ext}` (docs/product/rules.md §4.10), or the name the
 * editor's drawing was stored under (migration 0011).
 */
function withStructure<
  T extends {
    url: string;
    structure_extension: string;
    structure_filename: string | null;
    image_width: number | null;
    image_height: number | null;
  },
>(row: T) {
  const { structure_extension, structure_filename, image_width, image_height, ...rest } = row;
  return {
    ...rest,
    structure_filename: structure_filename ?? `${row.url}-structure`,
    structure_extension,
    structure_width: image_width,
    structure_height: image_height,
  };
}

export type ProtectingGroupRepository = ReturnType<typeof createProtectingGroupRepository>;
