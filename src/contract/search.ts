import { z } from "zod";
import { STRUCTURE_BONDS, STRUCTURE_MODES, STRUCTURE_STEREO } from "../domain/structure-search.ts";

/** A query parameter as Hono's c.req.query reads it: a repeated parameter counts once (the first). */
const first = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (Array.isArray(value) ? value[0] : value), schema);

/** GET /api/search: the words typed (the search page's box). */
export const searchQuerySchema = z.object({
  q: first(z.string().max(200, "Type at most 200 characters to search").default("")).meta({
    description: "The words to find (at most 200 characters)",
    example: "quinine",
  }),
});

const hit = z.looseObject({
  id: z.number(),
  url: z.string().nullable(),
  name: z.string(),
  short_description: z.string().nullable(),
  syntheses_count: z.number().optional(),
});
export const searchResultsSchema = z
  .object({
    authors: z.array(hit),
    molecules: z.array(hit),
    namedReactions: z.array(hit),
    reagents: z.array(hit),
    solvents: z.array(hit),
    syntheses: z.array(
      hit.extend({
        via: z
          .string()
          .optional()
          .meta({ description: "The named reaction, reagent or solvent the query names, with its steps" }),
      }),
    ),
  })
  .meta({ id: "SearchResults" });

/**
 * GET /api/search/structure. The parameters are read and refused one by one with sentences the
 * search page shows (src/server/api/search/structure-routes.ts), so the schema only names them.
 */
export const structureQuerySchema = z.object({
  q: first(z.string().optional()).meta({
    description: "A SMILES (or a SMARTS pattern for substructure)",
    example: "c1ccccc1",
  }),
  mode: first(z.string().optional()).meta({
    description: `One of ${STRUCTURE_MODES.join(", ")} (default substructure)`,
  }),
  limit: first(z.string().optional()).meta({ description: "How many structures, 1 to 200 (default 50)" }),
  threshold: first(z.string().optional()).meta({
    description: "Similarity: the lowest score, 0 to 1 (default 0.5)",
  }),
  stereo: first(z.string().optional()).meta({
    description: `Exact: ${STRUCTURE_STEREO.join(" or ")} (default counts)`,
  }),
  bonds: first(z.string().optional()).meta({
    description:
      "Substructure with a SMILES: exact (default: bond orders must match) or any (every bond of the query matches any bond)",
  }),
  after: first(z.string().optional()).meta({
    description: "The cursor of the next page (`next` of the previous answer)",
  }),
});
export const structureImageQuerySchema = z.object({
  smiles: first(z.string().optional()).meta({
    description: "A SMILES an answer of the structure search named",
  }),
  q: first(z.string().optional()).meta({
    description:
      "The substructure query of the answer (its hit's `image` gives it): the atoms it matches are highlighted",
  }),
  bonds: first(z.string().optional()).meta({
    description: "The answer's `bonds` (`any`: the query's bonds match any bond)",
  }),
});

const label = z.looseObject({ id: z.number(), molecule: z.string(), author: z.string(), year: z.number() });
const hitBase = {
  smiles: z.string(),
  heavyAtoms: z.number(),
  score: z.number().nullable(),
  atoms: z.array(z.number()),
  image: z.string(),
};
export const structureResultsSchema = z
  .looseObject({
    query: z.looseObject({
      q: z.string(),
      mode: z.enum(STRUCTURE_MODES),
      format: z.enum(["smiles", "smarts"]),
      canonical: z.string().nullable(),
      limit: z.number(),
      threshold: z.number().nullable(),
      stereo: z.enum(STRUCTURE_STEREO).nullable(),
      after: z.string().nullable(),
      bonds: z.enum(STRUCTURE_BONDS).nullable(),
    }),
    complete: z.boolean(),
    cut: z.boolean(),
    next: z.string().nullable(),
    before: z.object({ targets: z.number().nullable(), chemicals: z.number() }),
    targets: z.array(
      z.looseObject({
        ...hitBase,
        molecule: z.looseObject({ id: z.number(), name: z.string(), structure: z.string() }),
        syntheses: z.array(label),
      }),
    ),
    chemicals: z.array(
      z.looseObject({ ...hitBase, occurrences: z.array(z.looseObject({ synthesis: label })) }),
    ),
    hints: z
      .array(
        z.object({
          parameter: z.enum(["bonds", "stereo"]),
          value: z.enum(["any", "ignore"]),
          targets: z.number(),
          chemicals: z.number(),
          complete: z.boolean(),
        }),
      )
      .meta({
        description:
          "When nothing matched: the looser readings (bonds=any, stereo=ignore) that do match, with what their first page found",
      }),
  })
  .meta({ id: "StructureSearchResults" });
