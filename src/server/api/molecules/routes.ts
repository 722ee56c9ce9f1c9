import { Hono, type MiddlewareHandler } from "hono";
import type { MoleculeRepository } from "../../../db/repositories/molecules.ts";
import type { SynthesisRepository } from "../../../db/repositories/syntheses.ts";
import type { OptionalSessionEnv } from "../../auth/require-session.ts";
import { notFound } from "../../http/errors.ts";
import { idParam, slugParam } from "../../http/params.ts";

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
  const viewer = deps.currentUser ?? (async (_c, next) => next());
  const list = new Hono<OptionalSessionEnv>()
    .get("/", viewer, async (c) =>
      c.json(await molecules.list({ includeUnpublished: Boolean(c.get("user")) })),
    )
    .get("/:id", viewer, async (c) => {
      const molecule = await molecules.findById(idParam(c.req.param("id"), "Molecule"), {
        includeUnpublished: Boolean(c.get("user")),
      });
      if (!molecule) throw notFound("Molecule");
      const { synthesis_id: _listOnly, ...fields } = molecule;
      return c.json(fields);
    });
  const byName = new Hono<OptionalSessionEnv>().get("/:structure", viewer, async (c) => {
    const structure = slugParam(c.req.param("structure"), "Molecule");
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
    return c.json({ ...fields, syntheses: await syntheses.listByMolecule(molecule.id) });
  });
  return { list, byName };
}
