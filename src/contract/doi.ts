import { z } from "zod";

/** GET /api/doi/{doi} (docs/product/api.md §5.9): one DOI's citation, looked up at its resolver. */

/**
 * The path parameter: the rest of the path, slashes included (`10.1021/abc`), or %-encoded
 * (`10.1021%2Fabc`). The route decodes it from the raw path itself, so a broken %-escape is a 400.
 */
export const doiParams = z.object({
  doi: z.string().meta({
    description: "The DOI: the rest of the path, its slashes kept or %-encoded",
    example: "10.1021/ja00000a000",
  }),
});

/** The citation in ACS style, the DOI in its stored form and its doi.org link. */
export const doiCitationSchema = z
  .object({
    doi: z.string(),
    display: z.string().meta({ description: "The citation in ACS style" }),
    url: z.string().meta({ description: "https://doi.org/{doi}" }),
  })
  .meta({ id: "DoiCitation" });
export type DoiCitation = z.output<typeof doiCitationSchema>;
