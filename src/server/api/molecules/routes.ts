import { Hono } from "hono";
import type { MoleculeRepository } from "../../../db/repositories/molecules.ts";
import type { SynthesisRepository } from "../../../db/repositories/syntheses.ts";
import { notFound } from "../../http/errors.ts";
import { idParam, slugParam } from "../../http/params.ts";

/** GET /api/molecules, /api/molecules/{id} and /api/molecule/name/{structure}. */
export function moleculeRoutes(deps: { molecules: MoleculeRepository; syntheses: SynthesisRepository }) {
  const { molecules, syntheses } = deps;
  const list = new Hono()
    .get("/", async (c) => c.json(await molecules.list()))
    .get("/:id", async (c) => {
      const molecule = await molecules.findById(idParam(c.req.param("id"), "Molecule"));
      if (!molecule) throw notFound("Molecule");
      const { synthesis_id: _listOnly, ...fields } = molecule;
      return c.json(fields);
    });
  const byName = new Hono().get("/:structure", async (c) => {
    const molecule = await molecules.findByStructure(slugParam(c.req.param("structure"), "Molecule"));
    if (!molecule) throw notFound("Molecule");
    const { synthesis_id: _listOnly, ...fields } = molecule;
    return c.json({ ...fields, syntheses: await syntheses.listByMolecule(molecule.id) });
  });
  return { list, byName };
}
