import { z } from "zod";

/**
 * The editors' queue of pending reference data (docs/product/api.md §5.22): what contributors
 * created and no editor accepted yet, and the answer of accepting one.
 */

/** Who created the item; null when the account is gone. */
const creatorSchema = z.object({ id: z.number(), name: z.string() }).nullable();

/** GET /api/pending: every pending item with its creator, oldest first, one list per kind. */
export const pendingItemsSchema = z.object({
  authors: z.array(
    z.looseObject({
      id: z.number(),
      firstName: z.string(),
      lastName: z.string(),
      url: z.string(),
      creator: creatorSchema,
    }),
  ),
  reagents: z.array(
    z.looseObject({
      id: z.number(),
      name: z.string(),
      formula: z.string().nullable(),
      creator: creatorSchema,
    }),
  ),
  solvents: z.array(z.looseObject({ id: z.number(), name: z.string(), creator: creatorSchema })),
  named_reactions: z.array(
    z.looseObject({ id: z.number(), name: z.string(), url: z.string(), creator: creatorSchema }),
  ),
});

/** POST /api/{authors|reagents|solvents|named-reactions}/{id}/accept: the item, now public. */
export const acceptedSchema = z.object({ id: z.number(), pending: z.literal(false) });
