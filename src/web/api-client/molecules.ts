import { api } from "./api.ts";
import type { BodyOf } from "./api-routes.ts";

/** The editor's molecule writes, typed from the routes' declarations. */

/** What PUT /api/molecules/{id} takes: any of the name and the structure. */
export type MoleculeChange = BodyOf<"put", "/api/molecules/{id}">;

/** POST /api/molecules: a new target molecule from a SMILES, or an upload and its formula. */
export const createMolecule = (body: BodyOf<"post", "/api/molecules">) =>
  api.post("/api/molecules", { body });

/** PUT /api/molecules/{id}: a new name, structure or formula (editors). */
export const updateMolecule = (id: number, body: MoleculeChange) =>
  api.put("/api/molecules/{id}", { path: { id }, body });

/** POST /api/molecules/{id}/merge: merges the molecule into `into`, answering the kept one (editors). */
export const mergeMolecule = (id: number, body: BodyOf<"post", "/api/molecules/{id}/merge">) =>
  api.post("/api/molecules/{id}/merge", { path: { id }, body });
