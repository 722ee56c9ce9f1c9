import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  moleculeCreateSchema,
  moleculeMergeSchema,
  moleculeUpdateSchema,
  moleculeWriteAnswerSchema,
} from "../../../contract/molecules.ts";
import type { MoleculeRepository } from "../../../db/repositories/molecules.ts";
import { notFound } from "../../../domain/errors.ts";
import type { RequireRole } from "../../auth/require-role.ts";
import type { SessionEnv } from "../../auth/require-session.ts";
import { idParam } from "../../http/params.ts";
import {
  type ApiGroup,
  apiRoutes,
  errorAnswers,
  json,
  jsonBody,
  SESSION_AND_ANTI_FORGERY,
} from "../../http/registry.ts";
import { createMolecule, type MoleculeWriteDeps } from "../shared/reference-data/create-molecule.ts";
import { mergeMolecule } from "../shared/reference-data/reference-merges.ts";
import { updateMolecule } from "./molecule-edits.ts";

/**
 * POST /api/molecules (docs/product/api.md §5.12): a new target molecule, for contributors; the
 * Molecules editor's PUT /api/molecules/{id} and POST /api/molecules/{id}/merge (§5.19), for
 * editors.
 */
export function moleculeWriteMount(
  deps: MoleculeWriteDeps & {
    molecules: MoleculeRepository;
    requireRole: RequireRole;
  },
) {
  /** The molecule as GET /api/molecules/{id} gives it, for the editor only. */
  const written = async (c: Context, id: number) => {
    const molecule = await deps.molecules.findById(id, { includeUnpublished: true });
    if (!molecule) throw notFound("Molecule");
    const { synthesis_id: _listOnly, ...fields } = molecule;
    c.header("Cache-Control", "private, no-store");
    return fields;
  };
  const contributor = deps.requireRole("contributor");
  const editor = deps.requireRole("editor");
  const tags = ["Molecules"];
  const idPath = z.object({ id: z.string().meta({ description: "The molecule id", example: "1" }) });
  const signedIn = { 401: "unauthenticated", 419: "csrf_token_mismatch" };
  const bodyRefusals = { 400: "invalid_input (field names it), invalid_json", 415: "unsupported_media_type" };
  const structureRefusals = {
    422: "unprocessable: a SMILES RDKit cannot read or an upload that is missing or not well formed; structure_failed",
  };

  const createMoleculeRoute = createRoute({
    method: "post",
    path: "/",
    tags,
    summary: "Create a target molecule from a SMILES or an uploaded PNG (contributors)",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: contributor,
    request: jsonBody(moleculeCreateSchema),
    responses: {
      201: json(moleculeWriteAnswerSchema, "The molecule, as GET /api/molecules/{id} gives it"),
      ...errorAnswers({
        ...signedIn,
        ...bodyRefusals,
        403: "forbidden: not a contributor",
        409: "conflict: the name is taken (field name)",
        ...structureRefusals,
      }),
    },
  });
  const editorRefusals = {
    ...signedIn,
    ...bodyRefusals,
    403: "forbidden: not an editor",
    404: "not_found",
  };
  const updateRoute = createRoute({
    method: "put",
    path: "/{id}",
    tags,
    summary: "Rename a molecule or change its structure (editors)",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: editor,
    request: { params: idPath, ...jsonBody(moleculeUpdateSchema) },
    responses: {
      200: json(moleculeWriteAnswerSchema, "The molecule, as GET /api/molecules/{id} gives it"),
      ...errorAnswers({
        ...editorRefusals,
        409: "conflict: another molecule has the name (field name)",
        ...structureRefusals,
      }),
    },
  });
  const mergeRoute = createRoute({
    method: "post",
    path: "/{id}/merge",
    tags,
    summary: "Merge a molecule into another one, which is kept (editors)",
    security: SESSION_AND_ANTI_FORGERY,
    middleware: editor,
    request: { params: idPath, ...jsonBody(moleculeMergeSchema) },
    responses: {
      200: json(moleculeWriteAnswerSchema, "The kept molecule, as GET /api/molecules/{id} gives it"),
      ...errorAnswers(editorRefusals),
    },
  });
  const router = apiRoutes<SessionEnv>().openapi(createMoleculeRoute, async (c) => {
    const body = c.req.valid("json");
    const id = await createMolecule(
      deps,
      body.upload !== undefined
        ? { name: body.name, upload: body.upload, formula: body.formula ?? "" }
        : { name: body.name, smiles: body.smiles ?? "" },
      c.get("user"),
    );
    return c.json(await written(c, id), 201);
  });
  const editing = apiRoutes<SessionEnv>()
    .openapi(updateRoute, async (c) => {
      const id = idParam(c.req.valid("param").id, "Molecule");
      await updateMolecule(deps, c.get("user"), id, c.req.valid("json"));
      return c.json(await written(c, id), 200);
    })
    .openapi(mergeRoute, async (c) => {
      const id = idParam(c.req.valid("param").id, "Molecule");
      const kept = await mergeMolecule(deps, c.get("user"), id, c.req.valid("json").into);
      return c.json(await written(c, kept.id), 200);
    });
  return ({ api }: { api: ApiGroup }) => {
    api.route("/molecules", router);
    api.route("/molecules", editing);
  };
}
