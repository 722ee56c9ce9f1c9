import { solventCreateSchema, solventItemSchema, solventUpdateSchema } from "../../../contract/lookups.ts";
import { lookupRoutes } from "../shared/reference-data/lookup-read-routes.ts";
import { lookupWriteRoutes } from "../shared/reference-data/lookup-write-routes.ts";
import { createSolvent, removeSolvent, updateSolvent } from "../shared/reference-data/lookup-writes.ts";
import { mergeSolvent } from "../shared/reference-data/reference-merges.ts";
import type { LookupRouteDeps } from "../shared/reference-data/write-route-support.ts";

/** GET /api/solvents (the list) and GET /api/solvents/url/{url} (the page), made by the shared lookup reads. */
export const solventRoutes = (deps: Parameters<typeof lookupRoutes>[0]) => lookupRoutes(deps).solvents;

/** POST /api/solvents, PUT and DELETE /api/solvents/{id}, POST /api/solvents/{id}/merge (the reads are solventRoutes above). */
export function solventWriteRoutes(deps: LookupRouteDeps) {
  return lookupWriteRoutes(
    {
      noun: "solvent",
      withArticle: "a solvent",
      tag: "Solvents",
      schemas: { create: solventCreateSchema, update: solventUpdateSchema, item: solventItemSchema },
      texts: {
        create:
          "Create a solvent, named or not, with its synonyms if given (contributors; the body may be left out)",
        update: "Change a solvent: its name, and its whole set of synonyms when sent",
        merge: "Merge a solvent into another, which keeps its uses and takes its names as synonyms (editors)",
        updateConflict: "conflict: the name is taken, or a used solvent would lose its name",
      },
      create: (writes, user, { name, synonyms }) => createSolvent(writes, user, name, { synonyms }),
      update: updateSolvent,
      remove: removeSolvent,
      merge: mergeSolvent,
    },
    deps,
  );
}
