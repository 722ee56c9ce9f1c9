import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import {
  moleculeListItemSchema,
  moleculePageSchema,
  moleculeSchema,
} from "../../../contract/public-reads.ts";
import type { MoleculeRepository } from "../../../db/repositories/molecules.ts";
import type { SynthesisRepository } from "../../../db/repositories/syntheses.ts";
import { notFound } from "../../../domain/errors.ts";
import type { OptionalSessionEnv } from "../../auth/require-session.ts";
import { idParam, slugParam } from "../../http/params.ts";
import { apiRoutes, errorAnswers, json, movedPermanently } from "../../http/registry.ts";

const tags = ["Molecules"];

/**
 * GET /api/molecules, /api/molecules/{id} and /api/molecule/name/{structure}. A molecule without a
 * published synthesis (one the editor just created) exists only for signed-in callers (`currentUser`
 * tells): the editor lists it, the public never sees it.
 */
export function moleculeRoutes(deps: {
  molecules: MoleculeRepository;
  syntheses: SynthesisRepository;
  currentUser?: MiddlewareHandler<OptionalSessionEnv>;
}) {
  const { molecules, syntheses } = deps;
  const viewer: MiddlewareHandler<OptionalSessionEnv> = deps.currentUser ?? (async (_c, next) => next());
  const listRoute = createRoute({
    method: "get",
    path: "/",
    tags,
    summary: "Every molecule with a published synthesis (signed in: also those without)",
    middleware: viewer,
    responses: { 200: json(z.array(moleculeListItemSchema), "The molecules") },
  });
  const oneRoute = createRoute({
    method: "get",
    path: "/{id}",
    tags,
    summary: "One molecule",
    middleware: viewer,
    request: { params: z.object({ id: z.string().meta({ description: "The molecule id", example: "1" }) }) },
    responses: { 200: json(moleculeSchema, "The molecule"), ...errorAnswers({ 404: "not_found" }) },
  });
  const byNameRoute = createRoute({
    method: "get",
    path: "/{structure}",
    tags,
    summary: "A molecule's page data by its structure identifier, with its syntheses",
    middleware: viewer,
    request: {
      params: z.object({
        structure: z.string().meta({ description: "The structure identifier", example: "strychnine" }),
      }),
    },
    responses: {
      200: json(moleculePageSchema, "The molecule and its syntheses"),
      ...movedPermanently,
      ...errorAnswers({ 404: "not_found" }),
    },
  });
  const list = apiRoutes<OptionalSessionEnv>()
    .openapi(listRoute, async (c) =>
      c.json(await molecules.list({ includeUnpublished: Boolean(c.get("user")) }), 200),
    )
    .openapi(oneRoute, async (c) => {
      const molecule = await molecules.findById(idParam(c.req.valid("param").id, "Molecule"), {
        includeUnpublished: Boolean(c.get("user")),
      });
      if (!molecule) throw notFound("Molecule");
      const { synthesis_id: _listOnly, ...fields } = molecule;
      return c.json(fields, 200);
    });
  const byName = apiRoutes<OptionalSessionEnv>().openapi(byNameRoute, async (c) => {
    const structure = slugParam(c.req.valid("param").structure, "Molecule");
    const molecule = await molecules.findByStructure(structure, {
      includeUnpublished: Boolean(c.get("user")),
    });
    if (!molecule) {
      // A molecule merged into another: its old identifier moves for good to the kept one's.
      const current = await molecules.currentStructureFor(structure);
      if (current) return c.redirect(`/api/molecule/name/${encodeURIComponent(current)}`, 301);
      throw notFound("Molecule");
    }
    const { synthesis_id: _listOnly, ...fields } = molecule;
    return c.json({ ...fields, syntheses: await syntheses.listByMolecule(molecule.id) }, 200);
  });
  return { list, byName };
}
