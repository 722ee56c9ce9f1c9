import { reagentCreateSchema, reagentItemSchema, reagentUpdateSchema } from "../../../contract/lookups.ts";
import { lookupRoutes } from "../shared/reference-data/lookup-read-routes.ts";
import { lookupWriteRoutes } from "../shared/reference-data/lookup-write-routes.ts";
import { createReagent, removeReagent, updateReagentItem } from "../shared/reference-data/lookup-writes.ts";
import { mergeReagent } from "../shared/reference-data/reference-merges.ts";
import type { LookupRouteDeps } from "../shared/reference-data/write-route-support.ts";

/** GET /api/reagents (the list) and GET /api/reagents/url/{url} (the page), made by the shared lookup reads. */
export const reagentRoutes = (deps: Parameters<typeof lookupRoutes>[0]) => lookupRoutes(deps).reagents;

/** POST /api/reagents, PUT and DELETE /api/reagents/{id}, POST /api/reagents/{id}/merge (the reads are reagentRoutes above). */
export function reagentWriteRoutes(deps: LookupRouteDeps) {
  return lookupWriteRoutes(
    {
      noun: "reagent",
      withArticle: "a reagent",
      tag: "Reagents",
      schemas: { create: reagentCreateSchema, update: reagentUpdateSchema, item: reagentItemSchema },
      texts: {
        create: "Create a reagent, with its formula and synonyms if given (contributors)",
        update: "Change a reagent: its name, and its formula and whole set of synonyms when sent",
        merge: "Merge a reagent into another, which keeps its uses and takes its names as synonyms (editors)",
        updateConflict: "conflict: the name is taken, or a used reagent would lose its name",
      },
      create: (writes, user, { name, formula, synonyms }) =>
        createReagent(writes, user, name, { formula, synonyms }),
      update: updateReagentItem,
      remove: removeReagent,
      merge: mergeReagent,
    },
    deps,
  );
}
