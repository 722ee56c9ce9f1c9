import type { z } from "zod";
import type { referenceSchema } from "../../contract/public-reads.ts";
import type { referenceCreateSchema, referenceUpdateSchema } from "../../contract/references.ts";
import { api } from "./api.ts";

/** The editors' calls of a published synthesis's references (docs/product/api.md §5.8). */

export type ReferenceAnswer = z.output<typeof referenceSchema> | null;

/** POST /api/references: a new reference of a published synthesis. */
export const addReference = (body: z.input<typeof referenceCreateSchema>) =>
  api.post<ReferenceAnswer>("/api/references", body);

/** PUT /api/references/{id}: a changed reference. */
export const changeReference = (id: number, body: z.input<typeof referenceUpdateSchema>) =>
  api.put<ReferenceAnswer>(`/api/references/${id}`, body);

/** DELETE /api/references/{id}. */
export const removeReference = (id: number) => api.del(`/api/references/${id}`);
