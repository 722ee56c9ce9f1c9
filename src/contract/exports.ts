import { z } from "zod";

/**
 * The JSON shapes of the exports (docs/product/api.md "Downloads and exports"); the other formats
 * (JSON Lines, SD file, RDfile) are text, described in the guide.
 */

/** The metadata every JSON export carries: the dataset, its licence and data revision. */
export const exportMetaSchema = z.looseObject({
  dataset: z.string(),
  license: z.string(),
  revision: z.number().int(),
  modified: z.string().nullable(),
  source: z.string(),
});

/** A route tree's node in AiZynthFinder's dictionary form (children nest to any depth). */
export const routeNodeSchema = z.looseObject({
  type: z.enum(["mol", "reaction"]),
  smiles: z.string(),
  children: z.array(z.looseObject({})).optional(),
});

/** routes.json and `format=route`: the route trees, the target at each root. */
export const routeTreesSchema = z.array(
  routeNodeSchema.extend({ type: z.literal("mol"), in_stock: z.boolean() }),
);

/** `format=json`: one synthesis's JSON Lines record with the dataset's metadata. */
export const synthesisExportSchema = z.looseObject({
  "@meta": exportMetaSchema,
  id: z.number().int(),
  url: z.string(),
  version: z.number().int(),
  document: z.looseObject({}),
});
