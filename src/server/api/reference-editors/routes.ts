import type { RequireRole } from "../../auth/require-role.ts";
import type { ApiGroup } from "../../http/registry.ts";
import type { StructureService } from "../../structures/structure-service.ts";
import { namedReactionEditorRoutes } from "../named-reactions/editor-routes.ts";
import { protectingGroupEditorRoutes } from "../protecting-groups/editor-routes.ts";
import type { ReferenceEditorDeps } from "../shared/reference-data/reference-editor-writes.ts";
import { editorPreviewRoutes } from "./preview-routes.ts";

/**
 * The Named Reactions and Protecting Groups editors' calls (docs/product/api.md §5.18), declared
 * in the route registry: GET /api/named-reactions/{id}/edit, PUT and DELETE
 * /api/named-reactions/{id}, POST /api/protecting-groups, PUT and DELETE /api/protecting-groups/{id}
 * (editors), POST /api/structures/reaction-preview (contributors) and POST /api/markdown/preview
 * (editors). POST /api/named-reactions stays with the lookup writes.
 */
export function referenceEditorMount(
  deps: ReferenceEditorDeps & {
    requireRole: RequireRole;
    structures: Pick<StructureService, "previewReaction">;
  },
) {
  const editor = deps.requireRole("editor");
  return ({ api }: { api: ApiGroup }) => {
    api.route("/", namedReactionEditorRoutes(deps, editor));
    api.route("/", protectingGroupEditorRoutes(deps, editor));
    api.route("/", editorPreviewRoutes(deps));
  };
}
