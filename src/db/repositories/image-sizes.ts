import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** The natural sizes of redrawn drawings and the SMILES of drawn special reagents (the restyle at start). */
export function createImageSizeRepository(db: Kysely<Database>) {
  return {
    /**
     * Stores the natural size of a redrawn SVG on the rows that name its file (`folder/name` under
     * STORAGE_DIR, as storage/image-inventory.ts names them), so pages reserve the new size. Mechanisms
     * keep no size. Returns the number of rows changed.
     */
    async updateDrawnImageSize(
      path: string,
      size: { width: number | null; height: number | null },
    ): Promise<number> {
      const set = { image_width: size.width, image_height: size.height };
      const base = (name: string) => name.replace(/\.svg$/, "");
      let match = /^molecules\/([^/]+\.svg)$/.exec(path);
      if (match) {
        const result = await db
          .updateTable("molecules")
          .set(set)
          .where("structure", "=", base(match[1] as string))
          .where("extension", "=", "svg")
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      }
      match = /^syntheses\/(\d+)\/([^/]+\.svg)$/.exec(path);
      if (match) {
        const synthesisId = Number(match[1]);
        const result = await db
          .updateTable("chemicals")
          .set(set)
          .where("filename", "=", base(match[2] as string))
          .where("extension", "=", "svg")
          .where("reaction_id", "in", (q) =>
            q
              .selectFrom("reactions as r")
              .innerJoin("parts as p", "p.id", "r.part_id")
              .select("r.id")
              .where("p.synthesis_id", "=", synthesisId),
          )
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      }
      match = /^special-reagents\/([^/]+\.svg)$/.exec(path);
      if (match) {
        const result = await db
          .updateTable("reactions")
          .set(set)
          .where("special_reagent", "=", match[1] as string)
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      }
      match = /^named-reactions\/([^/]+\.svg)$/.exec(path);
      if (match) {
        const result = await db
          .updateTable("named_reactions")
          .set(set)
          .where("scheme_filename", "=", base(match[1] as string))
          .where("scheme_extension", "=", "svg")
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      }
      match = /^protecting-groups\/([^/]+\.svg)$/.exec(path);
      if (match) {
        const name = base(match[1] as string);
        const result = await db
          .updateTable("protecting_groups")
          .set(set)
          .where("structure_extension", "=", "svg")
          .where((eb) =>
            eb.or([
              eb("structure_filename", "=", name),
              eb.and([eb("structure_filename", "is", null), eb("url", "=", name.replace(/-structure$/, ""))]),
            ]),
          )
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      }
      return 0;
    },
    /**
     * The SMILES of drawn special reagents (`special-reagents/{file}` → SMILES). The reactions row keeps
     * only the file; the SMILES as written is in the structure-search row of the reaction (published
     * since structure search: older drawings have none and keep their style).
     */
    async specialReagentSmiles(): Promise<Map<string, string>> {
      const rows = await db
        .selectFrom("reactions as r")
        .innerJoin("structure_fingerprints as f", (join) =>
          join.onRef("f.owner_id", "=", "r.id").on("f.kind", "=", "special_reagent"),
        )
        .select(["r.special_reagent", "f.smiles"])
        .where("r.special_reagent", "like", "%.svg")
        .execute();
      return new Map(
        rows.flatMap((r) => (r.special_reagent ? [[`special-reagents/${r.special_reagent}`, r.smiles]] : [])),
      );
    },
  };
}
export type ImageSizeRepository = ReturnType<typeof createImageSizeRepository>;
