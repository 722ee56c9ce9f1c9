import type { ApiGroup } from "../../http/registry.ts";
import { authorWriteRoutes } from "../authors/write-routes.ts";
import { namedReactionWriteRoutes } from "../named-reactions/write-routes.ts";
import { reagentWriteRoutes } from "../reagents/routes.ts";
import type { LookupRouteDeps } from "../shared/reference-data/write-route-support.ts";
import { solventWriteRoutes } from "../solvents/routes.ts";

/**
 * The editor's lookup writes (docs/product/api.md §5.6): POST, PUT and DELETE of solvents, reagents
 * and authors, their merges, and POST of named reactions, declared in the API registry. Mounted next
 * to the public reads of the same paths.
 */
export function lookupWritesMount(deps: LookupRouteDeps) {
  return ({ api }: { api: ApiGroup }) => {
    api.route("/solvents", solventWriteRoutes(deps));
    api.route("/reagents", reagentWriteRoutes(deps));
    api.route("/authors", authorWriteRoutes(deps));
    api.route("/named-reactions", namedReactionWriteRoutes(deps));
  };
}
