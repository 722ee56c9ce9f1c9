import { authorCreateSchema, authorItemSchema, authorUpdateSchema } from "../../../contract/lookups.ts";
import { lookupWriteRoutes } from "../shared/reference-data/lookup-write-routes.ts";
import { createAuthor, removeAuthor, updateAuthorItem } from "../shared/reference-data/lookup-writes.ts";
import { mergeAuthor } from "../shared/reference-data/reference-merges.ts";
import type { LookupRouteDeps } from "../shared/reference-data/write-route-support.ts";

/** POST /api/authors, PUT and DELETE /api/authors/{id}, POST /api/authors/{id}/merge (the reads are in routes.ts). */
export function authorWriteRoutes(deps: LookupRouteDeps) {
  return lookupWriteRoutes(
    {
      noun: "author",
      withArticle: "an author",
      tag: "Authors",
      schemas: { create: authorCreateSchema, update: authorUpdateSchema, item: authorItemSchema },
      texts: {
        create: "Create an author, named or not (contributors; the body may be left out)",
        update: "Rename an author; editors may also change its url",
        merge: "Merge an author into another, which keeps its uses (editors)",
        updateConflict: "conflict: the name or url is taken, or a used author would lose its name",
      },
      create: createAuthor,
      update: updateAuthorItem,
      remove: removeAuthor,
      merge: mergeAuthor,
    },
    deps,
  );
}
