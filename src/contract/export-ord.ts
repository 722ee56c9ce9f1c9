import { z } from "@hono/zod-openapi";

/**
 * GET /api/export/ord.json (docs/product/api.md "The archive as an ORD dataset"): an Open Reaction
 * Database `Dataset` in the protocol-buffer JSON form of ORD's schema. Its reactions follow ORD's
 * `Reaction` message (github.com/open-reaction-database/ord-schema, proto/reaction.proto), which
 * the tests check them against; here they are only objects.
 */
export const ordDatasetSchema = z
  .object({
    name: z.string(),
    description: z.string().meta({ description: "What the dataset holds, its licence and how to cite it" }),
    reactions: z
      .array(z.looseObject({}))
      .meta({ description: "One ORD Reaction per step of each published synthesis" }),
  })
  .meta({ id: "OrdDataset" });
