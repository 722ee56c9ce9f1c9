import type { z } from "zod";
import type {
  moleculeCreateSchema,
  moleculeMergeSchema,
  moleculeUpdateSchema,
  moleculeWriteAnswerSchema,
} from "../../contract/molecules.ts";
import { api } from "./api.ts";

/**
 * The editor's molecule writes, typed from the contract the routes validate with (types only: no
 * schema code reaches the browser).
 */
type Written = z.output<typeof moleculeWriteAnswerSchema>;
/** What PUT /api/molecules/{id} takes: any of the name and the structure. */
export type MoleculeChange = z.input<typeof moleculeUpdateSchema>;

/** POST /api/molecules: a new target molecule from a SMILES, or an upload and its formula. */
export const createMolecule = (body: z.input<typeof moleculeCreateSchema>) =>
  api.post<Written>("/api/molecules", body);

/** PUT /api/molecules/{id}: a new name, structure or formula (editors). */
export const updateMolecule = (id: number, body: MoleculeChange) =>
  api.put<Written>(`/api/molecules/${id}`, body);

/** POST /api/molecules/{id}/merge: merges the molecule into `into`, answering the kept one (editors). */
export const mergeMolecule = (id: number, body: z.input<typeof moleculeMergeSchema>) =>
  api.post<Written>(`/api/molecules/${id}/merge`, body);
