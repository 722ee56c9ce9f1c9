import type { Kysely } from "kysely";
import type { SampleReaction } from "../../domain/views.ts";
import type { Database } from "../schema.ts";
import { withSynthesisIds } from "./named-reactions.ts";

const COLUMNS = [
  "id",
  "name",
  "url",
  "protected",
  "protector",
  "structure_extension",
  "image_width",
  "image_height",
] as const;

export function createProtectingGroupRepository(db: Kysely<Database>) {
  return {
    async list() {
      const rows = await db
        .selectFrom("protecting_groups")
        .select(COLUMNS)
        .orderBy("protected")
        .orderBy("name")
        .execute();
      return rows.map(withStructure);
    },
    async findByUrl(url: string) {
      const row = await db
        .selectFrom("protecting_groups")
        .select(COLUMNS)
        .where("url", "=", url)
        .executeTakeFirst();
      if (!row) return undefined;
      const links = await db
        .selectFrom("protecting_group_reaction as pr")
        .innerJoin("reactions as r", "r.id", "pr.reaction_id")
        .innerJoin("parts as p", "p.id", "r.part_id")
        .innerJoin("syntheses as s", "s.id", "p.synthesis_id")
        .select(["pr.reaction_id", "pr.type", "p.synthesis_id"])
        .where("pr.protecting_group_id", "=", row.id)
        .where("s.unpublished_at", "is", null)
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

/** The structure image is stored as `{url}-structure.{ext}` (docs/product/rules.md §4.10). */
function withStructure<
  T extends {
    url: string;
    structure_extension: string;
    image_width: number | null;
    image_height: number | null;
  },
>(row: T) {
  const { structure_extension, image_width, image_height, ...rest } = row;
  return {
    ...rest,
    structure_filename: `${row.url}-structure`,
    structure_extension,
    structure_width: image_width,
    structure_height: image_height,
  };
}

export type ProtectingGroupRepository = ReturnType<typeof createProtectingGroupRepository>;
