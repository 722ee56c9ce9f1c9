import { z } from "zod";

/**
 * The history of reference data (docs/product/api.md §5.20): an item's entries, and what a restore
 * answers. An item's fields are kept as JSON (`before`, `after`), as the editor showed them then.
 */

/** The kinds of reference data the server keeps a history of (the path also takes their plurals). */
export const historyKindSchema = z.enum([
  "named_reaction",
  "protecting_group",
  "molecule",
  "author",
  "reagent",
  "solvent",
]);
export type HistoryKind = z.output<typeof historyKindSchema>;

const snapshot = z.record(z.string(), z.unknown()).nullable();

export const historyEntrySchema = z
  .looseObject({
    id: z.number(),
    kind: historyKindSchema,
    itemId: z.number(),
    action: z.enum(["create", "update", "merge", "delete", "restore", "accept"]),
    user: z.object({ id: z.number(), name: z.string() }).nullable(),
    at: z.string(),
    /** Null for a creation. */
    before: snapshot,
    /** Null for a deletion and for the item merged away. */
    after: snapshot,
    /** The other item of a merge, or the entry a restore undid. */
    relatedId: z.number().nullable(),
    /** On a merge entry, the other item's name at the merge; null elsewhere or where not known. */
    relatedName: z.string().nullable(),
  })
  .meta({ id: "HistoryEntry" });
export type HistoryEntry = z.output<typeof historyEntrySchema>;

/** The item's entries, newest first. */
export const historyListSchema = z.array(historyEntrySchema);

/** The item as it is now restored (for a merge, the item whose entry was restored). */
export const historyRestoreSchema = z.looseObject({ item: snapshot });
export type HistoryRestore = z.output<typeof historyRestoreSchema>;
